// Baekjoon 15644 marble escape 3: special judge, the C++ twin of boj15644_marbles_path.rs
// with the same verdicts. Accepts the fewest tilts that drop the red marble alone: the count
// d (1-10), then one word of d letters L R U D that drops red at its last tilt and blue
// never; or -1 alone when no 10 tilts do it. The fewest d is the answer file's, replayed the
// same way; an answer of -1 is the checker's failure if the output's tilts drop red.
// Build: g++ -fno-asm -std=c++14 -O2 -o chk boj15644_marbles_path.cpp
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

// The words of a text, split at ASCII whitespace: the first `kKeep` kept, all counted.
struct Words {
  static const int kKeep = 12;
  Span word[kKeep];
  std::size_t count;
};

Words words_of(Span text) {
  Words w;
  w.count = 0;
  const char* p = text.b;
  for (;;) {
    while (p < text.e && ascii_space(*p)) ++p;
    if (p == text.e) break;
    const char* b = p;
    while (p < text.e && !ascii_space(*p)) ++p;
    if (w.count < static_cast<std::size_t>(Words::kKeep)) {
      w.word[w.count].b = b;
      w.word[w.count].e = p;
    }
    ++w.count;
  }
  return w;
}

// The most tilts the statement counts.
const i64 kMost = 10;

// The rows (`#`, `.` and `O`; the marbles' cells are `.`) and the two marbles.
struct Board {
  char cell[10][10];
  int red_r, red_c, blue_r, blue_c;
};

// Rust's `str::parse::<usize>` for a side: an optional `+`, then ASCII digits; 0 if not.
std::size_t side(Span s) {
  const char* p = s.b;
  if (p < s.e && *p == '+') ++p;
  if (p == s.e) return 0;
  std::size_t value = 0;
  for (; p < s.e; ++p) {
    if (*p < '0' || *p > '9') return 0;
    value = value * 10 + static_cast<std::size_t>(*p - '0');
    if (value > 1000) value = 1000;  // out of range either way
  }
  return value;
}

// The input: `N M` (3-10 each), then N rows of M cells of `# . O R B`, the edge all `#`,
// exactly one `O`, one `R` and one `B`. Empty `why` if valid.
std::string read_board(Span input, std::size_t length, Board& board) {
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
  Words w = words_of(input);
  std::size_t n = w.count >= 1 ? side(w.word[0]) : 0;
  std::size_t m = w.count >= 2 ? side(w.word[1]) : 0;
  if (n < 3 || n > 10 || m < 3 || m > 10) return "it does not start with N and M, 3-10 each";
  if (w.count != 2 + n) {
    return "expected " + std::to_string(n) + " rows, got " + std::to_string(w.count - 2);
  }
  int found[3] = {0, 0, 0};  // R, B, O
  for (std::size_t r = 0; r < n; ++r) {
    Span row = w.word[2 + r];
    if (row.size() != m) {
      return "row " + std::to_string(r + 1) + " is not " + std::to_string(m) + " cells";
    }
    for (std::size_t c = 0; c < m; ++c) {
      char cell = row.b[c];
      bool edge = r == 0 || c == 0 || r == n - 1 || c == m - 1;
      bool fits = cell == '#' || (!edge && (cell == '.' || cell == 'O' || cell == 'R' ||
                                            cell == 'B'));
      if (!fits) {
        return "cell " + std::to_string(r + 1) + ", " + std::to_string(c + 1) + ": '" + cell +
               "'";
      }
      board.cell[r][c] = cell;
      int rr = static_cast<int>(r), cc = static_cast<int>(c);
      if (cell == 'R') {
        ++found[0];
        board.red_r = rr;
        board.red_c = cc;
        board.cell[r][c] = '.';
      } else if (cell == 'B') {
        ++found[1];
        board.blue_r = rr;
        board.blue_c = cc;
        board.cell[r][c] = '.';
      } else if (cell == 'O') {
        ++found[2];
      }
    }
  }
  static const char marks[] = "RBO";
  for (int i = 0; i < 3; ++i) {
    if (found[i] != 1) return std::string("not exactly one ") + marks[i];
  }
  return "";
}

// One marble rolling from (r, c) by (dr, dc): false if it falls in the hole, else where a
// wall stops it (the other marble is not in the way).
bool roll(const Board& board, int& r, int& c, int dr, int dc) {
  for (;;) {
    char next = board.cell[r + dr][c + dc];
    if (next == '#') return true;
    if (next == 'O') return false;
    r += dr;
    c += dc;
  }
}

// Whether the tilts in `path` drop red alone at the last tilt, blue never. Empty if so.
std::string replay(const Board& board, Span path) {
  int rr = board.red_r, rc = board.red_c, br = board.blue_r, bc = board.blue_c;
  std::size_t len = path.size();
  for (std::size_t i = 0; i < len; ++i) {
    int dr = 0, dc = 0;
    switch (path.b[i]) {
      case 'L': dc = -1; break;
      case 'R': dc = 1; break;
      case 'U': dr = -1; break;
      default: dr = 1; break;
    }
    int nrr = rr, nrc = rc, nbr = br, nbc = bc;
    bool red_stays = roll(board, nrr, nrc, dr, dc);
    bool blue_stays = roll(board, nbr, nbc, dr, dc);
    if (!blue_stays) return "tilt " + std::to_string(i + 1) + " drops blue";
    if (!red_stays) {
      if (i + 1 == len) return "";
      return "red drops at tilt " + std::to_string(i + 1) + ", before the last";
    }
    if (nrr == nbr && nrc == nbc) {  // in a line: the one that was behind stops one back
      if (rr * dr + rc * dc > br * dr + bc * dc) {
        nbr -= dr;
        nbc -= dc;
      } else {
        nrr -= dr;
        nrc -= dc;
      }
    }
    rr = nrr;
    rc = nrc;
    br = nbr;
    bc = nbc;
  }
  return "red is still on the board after the last tilt";
}

// Judges `text` as `d` tilts that drop red (or `-1` alone for `d` = -1): a malformed word
// is code 2, a wrong count or tilts that do not do it code 1.
Verdict escape(const Board& board, i64 d, Span text) {
  Words w = words_of(text);
  if (w.count == 0) return verdict(2, "empty");
  Verdict v = count_word(w.word[0], d);
  if (v.code != 0) return v;
  if (w.count == 1 && d == -1) return verdict(0, "");
  if (w.count == 2 && d >= 0) {
    Span path = w.word[1];
    bool letters = true;
    for (const char* p = path.b; p < path.e && letters; ++p) {
      letters = *p == 'L' || *p == 'R' || *p == 'U' || *p == 'D';
    }
    if (letters) {
      if (static_cast<i64>(path.size()) != d) {
        return verdict(1, std::to_string(d) + " tilts, but '" + clip(path) + "' has " +
                              std::to_string(path.size()));
      }
      std::string why = replay(board, path);
      return verdict(why.empty() ? 0 : 1, why);
    }
  }
  std::string rest;
  for (std::size_t i = 1; i < w.count && i < static_cast<std::size_t>(Words::kKeep); ++i) {
    if (i > 1) rest += ' ';
    rest += w.word[i].str();
  }
  if (w.count > static_cast<std::size_t>(Words::kKeep)) rest += " ...";
  Span shown = {rest.data(), rest.data() + rest.size()};
  return verdict(2, std::string("after the count, expected ") +
                        (d == -1 ? "nothing" : "one word of L R U D") + ", got '" +
                        clip(shown) + "'");
}

// The integer a text starts with, if its first word is one.
bool claimed(Span text, i64& value) {
  Words w = words_of(text);
  return w.count > 0 && parse_i64(w.word[0], value);
}

// The text without a leading byte-order mark.
Span unmarked(Span s) {
  if (s.size() >= 3 && std::memcmp(s.b, "\xEF\xBB\xBF", 3) == 0) s.b += 3;
  return s;
}

// Judges `output` for `input` (of `length` bytes, kept whole if at most kMaxInput) against
// the jury's `answer`: testlib's exit code and why.
Verdict judge(Span input, std::size_t length, Span output, Span answer) {
  Board board;
  std::string bad = read_board(input, length, board);
  if (!bad.empty()) return verdict(3, "bad input: " + bad);
  answer = unmarked(answer);
  i64 least = 0;
  if (!claimed(answer, least) || !(least == -1 || (least >= 1 && least <= kMost))) {
    return verdict(3, "answer file: no -1 or count 1-10 first");
  }
  Verdict v = escape(board, least, answer);
  if (v.code != 0) return verdict(3, "answer file: " + v.why);
  output = unmarked(output);
  v = escape(board, least, output);
  if (v.code == 0) {
    if (least == -1) return verdict(0, "-1, as the answer file says");
    return verdict(0, std::to_string(least) + (least == 1 ? " tilt" : " tilts") + ", optimal");
  }
  i64 d = 0;
  if (claimed(output, d) && d >= 1 && d <= kMost && (least == -1 || d < least) &&
      escape(board, d, output).code == 0) {
    return verdict(3, "answer file is not shortest: the output's " + std::to_string(d) +
                          " tilts drop red");
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
