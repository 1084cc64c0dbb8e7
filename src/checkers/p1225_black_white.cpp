// Luogu P1225 black and white game (print the swaps): special judge, the C++ twin of
// p1225_black_white.rs with the same verdicts. Accepts the fewest swaps on the first line,
// then one line `abcd` per swap (row a, column b and row c, column d, 1-based, sharing a
// side; spaces between the digits allowed) that turns the first board into the second.
// Blank lines are ignored; the fewest is the answer file's count; `04` or `+4` is wrong.
// Build: g++ -fno-asm -std=c++14 -O2 -o chk p1225_black_white.cpp
// testlib (plain, Hydro): chk <input> <output> <answer>; exit 0 ok, 1 wrong answer,
//   2 wrong output format, 3 FAIL (bad input or answer file); one line on stderr.
// ICPC / Kattis output validator: chk <input> <answer> <feedback_dir> [ignored...] < output;
//   exit 42 accepted, 43 rejected, 1 checker failure; the line in judgemessage.txt.
// Each file is read up to 16 MiB; a longer output is a presentation error.

#include <sys/stat.h>

#include <cerrno>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>

namespace {

typedef long long i64;
typedef unsigned int u32;

const std::size_t kMaxFile = std::size_t(16) << 20;   // bytes read of any file, at most
const std::size_t kMaxInput = std::size_t(4) << 20;   // bytes of a valid input, at most

// A piece of text: [b, e).
struct Span {
  const char* b;
  const char* e;
  std::size_t size() const { return static_cast<std::size_t>(e - b); }
  std::string str() const { return std::string(b, e); }
};

// Checks UTF-8 fed in pieces, as strictly as Rust does (no overlong forms, no surrogates,
// nothing past U+10FFFF).
class Utf8Check {
 public:
  Utf8Check() : left_(0), lo_(0x80), hi_(0xBF), bad_(false) {}
  void feed(const unsigned char* p, std::size_t n) {
    for (std::size_t i = 0; i < n && !bad_; ++i) step(p[i]);
  }
  bool valid() const { return !bad_ && left_ == 0; }

 private:
  void step(unsigned c) {
    if (left_ > 0) {
      if (c < lo_ || c > hi_) {
        bad_ = true;
        return;
      }
      --left_;
      lo_ = 0x80;
      hi_ = 0xBF;
      return;
    }
    if (c < 0x80) return;
    lo_ = 0x80;
    hi_ = 0xBF;
    if (c >= 0xC2 && c <= 0xDF) {
      left_ = 1;
    } else if (c == 0xE0) {
      left_ = 2;
      lo_ = 0xA0;
    } else if (c == 0xED) {
      left_ = 2;
      hi_ = 0x9F;
    } else if (c >= 0xE1 && c <= 0xEF) {
      left_ = 2;
    } else if (c == 0xF0) {
      left_ = 3;
      lo_ = 0x90;
    } else if (c >= 0xF1 && c <= 0xF3) {
      left_ = 3;
    } else if (c == 0xF4) {
      left_ = 3;
      hi_ = 0x8F;
    } else {
      bad_ = true;
    }
  }
  int left_;
  unsigned lo_, hi_;
  bool bad_;
};

bool utf8_text(const char* s) {
  Utf8Check check;
  check.feed(reinterpret_cast<const unsigned char*>(s), std::strlen(s));
  return check.valid();
}

// A file as read: its first `keep` bytes, how many bytes in all (at most kMaxFile + 1 are
// read), whether they are UTF-8, or why it could not be read.
struct Blob {
  Blob() : data(NULL), kept(0), total(0), failed(false), utf8(false) {}
  char* data;
  std::size_t kept, total;
  bool failed, utf8;
  std::string why;
  // The text without a leading byte-order mark (for a file kept whole).
  Span text() const {
    Span s = {data, data + kept};
    if (kept >= 3 && std::memcmp(data, "\xEF\xBB\xBF", 3) == 0) s.b += 3;
    return s;
  }
};

void slurp(std::FILE* f, bool is_stdin, std::size_t keep, Blob& blob) {
  static unsigned char chunk[1 << 16];
  std::size_t room = 0;
  Utf8Check check;
  for (;;) {
    std::size_t want = kMaxFile + 1 - blob.total;
    if (want == 0) break;
    if (want > sizeof chunk) want = sizeof chunk;
    errno = 0;
    std::size_t got = std::fread(chunk, 1, want, f);
    check.feed(chunk, got);
    std::size_t take = blob.kept < keep ? keep - blob.kept : 0;
    if (take > got) take = got;
    if (take > 0) {
      if (blob.kept + take > room) {
        std::size_t grown = room < (std::size_t(1) << 16) ? std::size_t(1) << 16 : room * 2;
        if (grown < blob.kept + take) grown = blob.kept + take;
        if (grown > keep) grown = keep;
        char* moved = static_cast<char*>(std::realloc(blob.data, grown));
        if (moved == NULL) {
          blob.failed = true;
          blob.why = "out of memory";
          break;
        }
        blob.data = moved;
        room = grown;
      }
      std::memcpy(blob.data + blob.kept, chunk, take);
      blob.kept += take;
    }
    blob.total += got;
    if (got < want) {
      if (!std::ferror(f)) break;  // the end of the file
      int error = errno;
      if (error == EINTR) {
        std::clearerr(f);
        continue;
      }
      if (is_stdin && error == EBADF) break;  // a closed stdin reads as empty, as in Rust
      blob.failed = true;
      blob.why = error != 0 ? std::strerror(error) : "read error";
      break;
    }
  }
  if (blob.total > kMaxFile) {
    blob.failed = true;
    blob.why = "longer than " + std::to_string(kMaxFile) + " bytes";
  }
  if (blob.failed) {  // what was read is not judged: give the memory back
    std::free(blob.data);
    blob.data = NULL;
    blob.kept = 0;
    return;
  }
  blob.utf8 = check.valid();
}

void load(const char* path, std::size_t keep, Blob& blob) {
  std::FILE* f = std::fopen(path, "rb");
  if (f == NULL) {
    blob.failed = true;
    blob.why = std::string("cannot read ") + path + ": " + std::strerror(errno);
    return;
  }
  slurp(f, false, keep, blob);
  if (blob.failed) blob.why = std::string(path) + ": " + blob.why;
  std::fclose(f);
}

bool is_dir(const char* path) {
  struct stat info;
  return stat(path, &info) == 0 && S_ISDIR(info.st_mode);
}

struct Verdict {
  int code;  // testlib's: 0 ok, 1 wrong answer, 2 presentation error, 3 checker failure
  std::string why;
};

Verdict verdict(int code, const std::string& why) {
  Verdict v = {code, why};
  return v;
}

// The code point at p in valid UTF-8, and its length in n.
u32 decode(const char* p, int& n) {
  const unsigned char* u = reinterpret_cast<const unsigned char*>(p);
  if (u[0] < 0x80) {
    n = 1;
    return u[0];
  }
  if (u[0] < 0xE0) {
    n = 2;
    return (u[0] & 0x1Fu) << 6 | (u[1] & 0x3Fu);
  }
  if (u[0] < 0xF0) {
    n = 3;
    return (u[0] & 0x0Fu) << 12 | (u[1] & 0x3Fu) << 6 | (u[2] & 0x3Fu);
  }
  n = 4;
  return (u[0] & 0x07u) << 18 | (u[1] & 0x3Fu) << 12 | (u[2] & 0x3Fu) << 6 | (u[3] & 0x3Fu);
}

// Unicode White_Space, what Rust's str::trim removes.
bool unicode_space(u32 c) {
  return (c >= 9 && c <= 13) || c == 32 || c == 0x85 || c == 0xA0 || c == 0x1680 ||
         (c >= 0x2000 && c <= 0x200A) || c == 0x2028 || c == 0x2029 || c == 0x202F ||
         c == 0x205F || c == 0x3000;
}

Span trim(Span s) {
  int n = 0;
  while (s.b < s.e && unicode_space(decode(s.b, n))) s.b += n;
  while (s.e > s.b) {
    const char* at = s.e - 1;
    while (at > s.b && (static_cast<unsigned char>(*at) & 0xC0) == 0x80) --at;
    if (!unicode_space(decode(at, n))) break;
    s.e = at;
  }
  return s;
}

// Space, tab, line feed, form feed, carriage return: Rust's ASCII whitespace.
bool ascii_space(char c) {
  return c == ' ' || c == '\t' || c == '\n' || c == '\f' || c == '\r';
}

// At most 40 characters of the text, and an ellipsis if that cut it short.
std::string clip(Span s) {
  const char* at = s.b;
  int n = 0;
  for (int i = 0; i < 40 && at < s.e; ++i) {
    decode(at, n);
    at += n;
  }
  std::string out(s.b, at);
  if (at < s.e) out += "\xE2\x80\xA6";
  return out;
}

// Rust's `str::parse::<i64>`: an optional sign, then one or more ASCII digits, in range.
bool parse_i64(Span s, i64& value) {
  const char* p = s.b;
  if (p == s.e) return false;
  bool negative = false;
  if (*p == '+' || *p == '-') {
    if (s.size() == 1) return false;
    negative = *p == '-';
    ++p;
  }
  const unsigned long long limit = negative ? 9223372036854775808ULL : 9223372036854775807ULL;
  unsigned long long magnitude = 0;
  for (; p < s.e; ++p) {
    if (*p < '0' || *p > '9') return false;
    unsigned digit = static_cast<unsigned>(*p - '0');
    if (magnitude > (limit - digit) / 10) return false;
    magnitude = magnitude * 10 + digit;
  }
  if (!negative) {
    value = static_cast<i64>(magnitude);
  } else if (magnitude == 9223372036854775808ULL) {
    value = -9223372036854775807LL - 1;
  } else {
    value = -static_cast<i64>(magnitude);
  }
  return true;
}

// Judges the count's word, which must be `want` written plainly.
Verdict count_word(Span word, i64 want) {
  i64 value = 0;
  if (!parse_i64(word, value)) {
    return verdict(2, "the count: '" + clip(word) + "' is not an integer");
  }
  if (std::to_string(value) != word.str()) {
    return verdict(1, "the count: '" + clip(word) + "' is " + std::to_string(value) +
                          " written otherwise: judges compare words");
  }
  if (value != want) {
    return verdict(1, "the count: " + std::to_string(want) + " expected, got " +
                          std::to_string(value));
  }
  return verdict(0, "");
}

// The next line of [at, end) that is not blank (Unicode whitespace only), or false.
bool next_line(const char*& at, const char* end, Span& line) {
  while (at < end) {
    const void* found = std::memchr(at, '\n', static_cast<std::size_t>(end - at));
    const char* stop = found != NULL ? static_cast<const char*>(found) : end;
    line.b = at;
    line.e = stop;
    at = stop < end ? stop + 1 : end;
    if (trim(line).size() > 0) return true;
  }
  return false;
}

// The first non-blank line, trimmed: the count.
Span count_line(Span text) {
  const char* at = text.b;
  Span line = {text.b, text.b};
  if (next_line(at, text.e, line)) return trim(line);
  Span none = {text.b, text.b};
  return none;
}

// The two cells (4 * row + column) of swap number `made`, a line `abcd`.
Verdict cells_of(Span line, i64 made, u32& x, u32& y) {
  char d[4] = {0, 0, 0, 0};
  std::size_t count = 0;
  for (const char* p = line.b; p < line.e; ++p) {
    if (ascii_space(*p)) continue;
    if (count < 4) d[count] = *p;
    ++count;
  }
  bool in_board = true, digits = true;
  for (int i = 0; i < 4; ++i) {
    in_board = in_board && d[i] >= '1' && d[i] <= '4';
    digits = digits && d[i] >= '0' && d[i] <= '9';
  }
  if (count != 4 || !digits) {
    return verdict(2, "swap " + std::to_string(made) + ": '" + clip(line) + "' is not abcd");
  }
  int rows = d[0] > d[2] ? d[0] - d[2] : d[2] - d[0];
  int columns = d[1] > d[3] ? d[1] - d[3] : d[3] - d[1];
  if (!in_board || rows + columns != 1) {
    const char* what = in_board ? " swaps cells that share no side" : " names a cell off the board";
    return verdict(1, "swap " + std::to_string(made) + ": " + std::string(d, 4) + what);
  }
  x = static_cast<u32>(d[0] - '1') * 4 + static_cast<u32>(d[1] - '1');
  y = static_cast<u32>(d[2] - '1') * 4 + static_cast<u32>(d[3] - '1');
  return verdict(0, "");
}

// Judges a text that must hold `fewest` swaps from `start` to `target`.
Verdict swaps(u32 start, u32 target, i64 fewest, Span text) {
  const char* at = text.b;
  Span line = {text.b, text.b};
  Span first = {text.b, text.b};
  if (next_line(at, text.e, line)) first = trim(line);
  Verdict v = count_word(first, fewest);
  if (v.code != 0) return v;
  u32 board = start;
  i64 made = 0;
  while (next_line(at, text.e, line)) {
    ++made;
    u32 x = 0, y = 0;
    v = cells_of(line, made, x, y);
    if (v.code != 0) return v;
    u32 differ = ((board >> x) ^ (board >> y)) & 1u;
    board ^= differ << x | differ << y;
  }
  if (made != fewest) {
    return verdict(2, "the count says " + std::to_string(fewest) + " swaps, " +
                          std::to_string(made) + " lines follow");
  }
  if (board != target) {
    std::string cells;
    for (int c = 0; c < 16; ++c) cells += static_cast<char>('0' + (board >> c & 1u));
    return verdict(1, "the " + std::to_string(fewest) + " swaps end on " + cells +
                          ", not the target");
  }
  return verdict(0, "");
}

// The two boards: 32 cells 0 or 1 between any whitespace, as many 1 in each; bit
// 4 * row + column of a board is set where a black piece stands. Empty `why` if valid.
std::string parse_input(Span input, std::size_t length, u32& start, u32& target) {
  if (length > kMaxInput) return "input longer than " + std::to_string(kMaxInput) + " bytes";
  for (const char* p = input.b; p < input.e; ++p) {
    unsigned char c = static_cast<unsigned char>(*p);
    if (!((c >= 0x21 && c <= 0x7E) || c == ' ' || c == '\t' || c == '\n' || c == '\r')) {
      static const char hex[] = "0123456789ABCDEF";
      std::string byte = "0x";
      byte += hex[c >> 4];
      byte += hex[c & 15];
      return "byte " + byte + " at position " + std::to_string(p - input.b + 1) +
             " is not allowed";
    }
  }
  u32 boards[2] = {0, 0};
  std::size_t cells = 0;
  for (const char* p = input.b; p < input.e; ++p) {
    if (ascii_space(*p)) continue;
    if (*p != '0' && *p != '1') return std::string("'") + *p + "' is not a cell: expected 0 or 1";
    if (cells < 32 && *p == '1') boards[cells / 16] |= 1u << (cells % 16);
    ++cells;
  }
  if (cells != 32) {
    return "expected 32 cells (two 4x4 boards), got " + std::to_string(cells);
  }
  start = boards[0];
  target = boards[1];
  int a = 0, b = 0;
  for (int i = 0; i < 16; ++i) {
    a += static_cast<int>(start >> i & 1u);
    b += static_cast<int>(target >> i & 1u);
  }
  if (a != b) {
    return "the boards hold " + std::to_string(a) + " and " + std::to_string(b) +
           " black pieces";
  }
  return "";
}

// The text without a leading byte-order mark.
Span unmarked(Span s) {
  if (s.size() >= 3 && std::memcmp(s.b, "\xEF\xBB\xBF", 3) == 0) s.b += 3;
  return s;
}

// Judges `output` against `answer` for `input` (of `length` bytes, kept whole if at most
// kMaxInput): testlib's exit code and why.
Verdict judge(Span input, std::size_t length, Span output, Span answer) {
  u32 start = 0, target = 0;
  std::string bad = parse_input(input, length, start, target);
  if (!bad.empty()) return verdict(3, "bad input: " + bad);
  answer = unmarked(answer);
  output = unmarked(output);
  i64 fewest = -1;
  if (!parse_i64(count_line(answer), fewest)) fewest = -1;
  Verdict v = swaps(start, target, fewest, answer);
  if (v.code != 0) return verdict(3, "answer file: " + v.why);
  v = swaps(start, target, fewest, output);
  if (v.code == 0) return verdict(0, std::to_string(fewest) + " swaps reach the target");
  // A count below the answer's whose swaps reach the target: the jury's fault.
  i64 count = 0;
  if (parse_i64(count_line(output), count) && count >= 0 && count < fewest &&
      swaps(start, target, count, output).code == 0) {
    return verdict(3, "answer file is not shortest: " + std::to_string(count) +
                          " swaps reach the target, the answer has " +
                          std::to_string(fewest));
  }
  return v;
}

}  // namespace

int main(int argc, char** argv) {
  for (int i = 0; i < argc; ++i) {
    if (!utf8_text(argv[i])) {  // Rust's std::env::args panics here: exit 101
      std::fprintf(stderr, "FAIL argument %d is not UTF-8\n", i);
      return 101;
    }
  }
  int count = argc > 0 ? argc - 1 : 0;
  char** args = argc > 0 ? argv + 1 : argv;
  bool icpc = count >= 3 && is_dir(args[2]);
  Blob input, output, answer;
  const std::size_t input_keep = kMaxInput + 3;  // a valid input and its byte-order mark
  if (icpc) {
    load(args[0], input_keep, input);
    slurp(stdin, true, kMaxFile + 1, output);
    load(args[1], kMaxFile + 1, answer);
  } else if (count == 3) {
    load(args[0], input_keep, input);
    load(args[1], kMaxFile + 1, output);
    load(args[2], kMaxFile + 1, answer);
  } else {
    std::fputs("FAIL usage: chk <input> <output> <answer>, or chk <input> <answer> "
               "<feedback_dir> < output\n",
               stderr);
    return 3;
  }
  Verdict v;
  if (input.failed) {
    v = verdict(3, input.why);
  } else if (answer.failed) {
    v = verdict(3, answer.why);
  } else if (output.failed) {
    v = verdict(2, "the output: " + output.why);
  } else if (!input.utf8 || !answer.utf8) {
    v = verdict(3, "the input or the answer file is not UTF-8");
  } else if (!output.utf8) {
    v = verdict(2, "the output is not UTF-8");
  } else {
    Span in = input.text();
    std::size_t length = input.total - static_cast<std::size_t>(in.b - input.data);
    v = judge(in, length, output.text(), answer.text());
  }
  static const char* const words[4] = {"ok", "wrong answer", "wrong answer", "FAIL"};
  int code = v.code < 0 ? 0 : v.code > 3 ? 3 : v.code;
  if (icpc) {
    std::string note = args[2];
    if (note.empty() || note[note.size() - 1] != '/') note += '/';
    note += "judgemessage.txt";
    std::FILE* f = std::fopen(note.c_str(), "wb");
    if (f != NULL) {
      std::fprintf(f, "%s %s\n", words[code], v.why.c_str());
      std::fclose(f);
    }
    static const int exits[4] = {42, 43, 43, 1};
    return exits[code];
  }
  std::fprintf(stderr, "%s %s\n", code == 2 ? "wrong output format" : words[code],
               v.why.c_str());
  return code;
}
