// Luogu P2578 [ZJOI2005] 九数码游戏 (nine digits): special judge, C++ twin of p2578_nine_digits.rs.
// Takes any shortest way to 0 1 2 / 3 4 5 / 6 7 8: the count d, then d + 1 boards of 9
// numbers in any whitespace, the first the input's, the last the goal, each one op from the
// one before (op 1 turns the outer ring one place clockwise, op 2 the middle row one place
// right). The shortest d is the answer file's (the jury's output), itself such a sequence.
// Each file is read up to 16 MiB; a longer output is a presentation error.
// Build: g++ -fno-asm -std=c++14 -O2 -o chk p2578_nine_digits.cpp
// testlib: chk <input> <output> <answer>; exit 0 ok, 1 wrong answer, 2 wrong output format,
//   3 FAIL (a bad input or answer file, or bad arguments); one verdict line on stderr.
// ICPC / Kattis output validator, chosen when the third argument is a folder:
//   chk <input> <answer> <feedback_dir> [ignored...] < output; exit 42 accepted, 43 rejected,
//   1 FAIL; the verdict line goes to <feedback_dir>/judgemessage.txt.
#include <cerrno>
#include <csignal>
#include <cstddef>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>
#include <vector>

namespace {

typedef unsigned char Byte;

// A run of bytes inside a file that was read whole.
struct View {
    const char* p;
    std::size_t n;
};

// A verdict with testlib's code: 0 ok, 1 wrong answer, 2 presentation error, 3 failure.
struct Verdict {
    int code;
    std::string why;
};

Verdict verdict(int code, const std::string& why) {
    Verdict v;
    v.code = code;
    v.why = why;
    return v;
}

const std::size_t kMaxFile = std::size_t(16) << 20;  // bytes read of any file at most
const std::size_t kMaxInput = std::size_t(1) << 22;  // an input past this is refused

bool same(View v, const char* s) {
    std::size_t n = std::strlen(s);
    return v.n == n && std::memcmp(v.p, s, n) == 0;
}

// The byte length of the UTF-8 character whose first byte is `c`.
std::size_t char_len(Byte c) { return c < 0x80 ? 1 : c < 0xE0 ? 2 : c < 0xF0 ? 3 : 4; }

// At most 40 characters of `v`, and `…` when that cut it short.
std::string clip(View v) {
    std::size_t end = 0;
    for (int chars = 0; chars < 40 && end < v.n; ++chars)
        end += char_len(static_cast<Byte>(v.p[end]));
    if (end >= v.n) return std::string(v.p, v.n);
    return std::string(v.p, end) + "\xE2\x80\xA6";
}

// The text with one leading byte-order mark dropped.
View unmarked(View t) {
    if (t.n >= 3 && std::memcmp(t.p, "\xEF\xBB\xBF", 3) == 0) {
        t.p += 3;
        t.n -= 3;
    }
    return t;
}

// Space, tab, line feed, form feed, carriage return: what separates words.
bool ascii_space(char c) {
    return c == ' ' || c == '\t' || c == '\n' || c == '\f' || c == '\r';
}

// Moves `at` past the next word of [at, end) and gives it; false when none is left.
bool next_word(const char*& at, const char* end, View& word) {
    while (at < end && ascii_space(*at)) ++at;
    if (at == end) return false;
    const char* from = at;
    while (at < end && !ascii_space(*at)) ++at;
    word.p = from;
    word.n = static_cast<std::size_t>(at - from);
    return true;
}

// Whether an input's bytes are as the bins read them: at most 4 MiB of printable ASCII,
// spaces, tabs and line breaks. `cut` says the file was longer than what was kept of it.
bool input_ok(View input, bool cut, std::string& why) {
    if (cut || input.n > kMaxInput) {
        why = "input longer than 4194304 bytes";
        return false;
    }
    for (std::size_t i = 0; i < input.n; ++i) {
        Byte b = static_cast<Byte>(input.p[i]);
        if (!((b >= 0x21 && b <= 0x7E) || b == ' ' || b == '\t' || b == '\n' || b == '\r')) {
            char buf[64];
            std::snprintf(buf, sizeof buf, "byte 0x%02X at position %lu is not allowed",
                          static_cast<unsigned>(b), static_cast<unsigned long>(i + 1));
            why = buf;
            return false;
        }
    }
    return true;
}

// Rust's str::parse for an unsigned type whose largest value is `max`: an optional '+', then
// decimal digits (leading zeros allowed).
bool parse_unsigned(View w, unsigned long long max, unsigned long long& value) {
    std::size_t i = w.n > 0 && w.p[0] == '+' ? 1 : 0;
    if (i == w.n) return false;
    value = 0;
    for (; i < w.n; ++i) {
        if (w.p[i] < '0' || w.p[i] > '9') return false;
        unsigned long long digit = static_cast<unsigned long long>(w.p[i] - '0');
        if (value > (max - digit) / 10) return false;
        value = value * 10 + digit;
    }
    return true;
}

// Rust's str::parse::<i64>: an optional sign, then decimal digits.
bool parse_i64(View w, long long& value) {
    std::size_t i = 0;
    bool negative = false;
    if (w.n > 0 && (w.p[0] == '+' || w.p[0] == '-')) {
        negative = w.p[0] == '-';
        i = 1;
    }
    View digits;
    digits.p = w.p + i;
    digits.n = w.n - i;
    if (digits.n == 0 || digits.p[0] == '+') return false;
    unsigned long long limit = 9223372036854775807ULL + (negative ? 1 : 0);
    unsigned long long magnitude;
    if (!parse_unsigned(digits, limit, magnitude)) return false;
    if (!negative || magnitude == 0)
        value = static_cast<long long>(magnitude);
    else
        value = -static_cast<long long>(magnitude - 1) - 1;
    return true;
}

// ---- the problem ----

struct Board {
    int cell[9];
};

bool same_board(const Board& a, const Board& b) {
    for (int i = 0; i < 9; ++i)
        if (a.cell[i] != b.cell[i]) return false;
    return true;
}

const Board kGoal = {{0, 1, 2, 3, 4, 5, 6, 7, 8}};

// The most moves any board needs (the statement's fact: every board reaches the goal).
const long long kFarthest = 32;

// For op 1 and op 2: the cell each cell's digit comes from.
const int kFrom[2][9] = {{3, 0, 1, 6, 4, 2, 7, 8, 5}, {0, 1, 2, 5, 3, 4, 6, 7, 8}};

Board apply(const Board& board, int op) {
    Board next;
    for (int i = 0; i < 9; ++i) next.cell[i] = board.cell[kFrom[op][i]];
    return next;
}

// The input's board: 9 numbers, 0-8 once each.
bool read_board(View input, bool cut, Board& board, std::string& why) {
    if (!input_ok(input, cut, why)) return false;
    const char* at = input.p;
    const char* end = input.p + input.n;
    bool seen[9] = {false, false, false, false, false, false, false, false, false};
    int count = 0;
    View word;
    while (next_word(at, end, word)) {
        unsigned long long v;
        if (!parse_unsigned(word, 255, v) || v > 8) {
            why = "'" + clip(word) + "' is not one of 0-8";
            return false;
        }
        if (seen[v]) {
            why = std::to_string(v) + " is there twice";
            return false;
        }
        seen[v] = true;
        board.cell[count++] = static_cast<int>(v);
    }
    if (count != 9) {
        why = "expected 0-8 once each, got " + std::to_string(count) + " numbers";
        return false;
    }
    return true;
}

// The count's word, which must be `want` written plainly: code -1 when it is.
Verdict count_word(View word, long long want) {
    long long value;
    if (!parse_i64(word, value))
        return verdict(2, "the count: '" + clip(word) + "' is not an integer");
    if (!same(word, std::to_string(value).c_str()))
        return verdict(1, "the count: '" + clip(word) + "' is " +
                              std::to_string(value) + " written otherwise");
    if (value != want)
        return verdict(1, "the count: " + std::to_string(want) + " expected, got " +
                              std::to_string(value));
    return verdict(-1, "");
}

// A board of an output, 9 words: a word that is no number is code 2, numbers that are not
// 0-8 once each code 1.
Verdict board_of(const View* chunk, Board& board) {
    unsigned long long v;
    for (int i = 0; i < 9; ++i)
        if (!parse_unsigned(chunk[i], ~0ULL, v))
            return verdict(2, "'" + clip(chunk[i]) + "' is not a number");
    bool seen[9] = {false, false, false, false, false, false, false, false, false};
    for (int i = 0; i < 9; ++i) {
        if (!parse_unsigned(chunk[i], 255, v) || v > 8 || seen[v])
            return verdict(1, "its numbers are not 0-8 once each");
        seen[v] = true;
        board.cell[i] = static_cast<int>(v);
    }
    return verdict(-1, "");
}

// Judges `text` as a way of `d` moves from `start` (0 <= d <= 32): code -1 when it is one.
Verdict sequence(const Board& start, long long d, View text) {
    const char* at = text.p;
    const char* end = text.p + text.n;
    View first;
    if (!next_word(at, end, first)) return verdict(2, "empty");
    Verdict count = count_word(first, d);
    if (count.code >= 0) return count;
    std::size_t want = 9 * (static_cast<std::size_t>(d) + 1);
    std::vector<View> words;
    words.reserve(want);
    std::size_t got = 0;
    View word;
    while (next_word(at, end, word)) {
        if (got < want) words.push_back(word);
        ++got;
    }
    if (got != want)
        return verdict(2, std::to_string(want) + " numbers (" + std::to_string(d + 1) +
                              " boards) expected after " + std::to_string(d) + ", got " +
                              std::to_string(got));
    std::vector<Board> boards(static_cast<std::size_t>(d) + 1);
    for (std::size_t i = 0; i < boards.size(); ++i) {
        Verdict v = board_of(&words[9 * i], boards[i]);
        if (v.code >= 0) return verdict(v.code, "board " + std::to_string(i + 1) + ": " + v.why);
    }
    if (!same_board(boards[0], start)) return verdict(1, "the first board is not the input's");
    if (!same_board(boards.back(), kGoal)) return verdict(1, "the last board is not the goal");
    for (std::size_t i = 1; i < boards.size(); ++i)
        if (!same_board(apply(boards[i - 1], 0), boards[i]) &&
            !same_board(apply(boards[i - 1], 1), boards[i]))
            return verdict(1, "board " + std::to_string(i + 1) + " is not one op from board " +
                                  std::to_string(i));
    return verdict(-1, "");
}

// The integer a text starts with, if its first word is one.
bool claimed(View text, long long& d) {
    const char* at = text.p;
    View first;
    return next_word(at, text.p + text.n, first) && parse_i64(first, d);
}

Verdict judge(View input, bool input_cut, View output, View answer) {
    Board start;
    std::string why;
    if (!read_board(input, input_cut, start, why)) return verdict(3, "bad input: " + why);
    answer = unmarked(answer);
    long long least;
    if (!claimed(answer, least) || least < 0 || least > kFarthest)
        return verdict(3, "answer file: no count 0-32 first");
    Verdict jury = sequence(start, least, answer);
    if (jury.code >= 0) return verdict(3, "answer file: " + jury.why);
    output = unmarked(output);
    Verdict got = sequence(start, least, output);
    if (got.code < 0)
        return verdict(0, std::to_string(least) + (least == 1 ? " move" : " moves") + ", optimal");
    long long d;
    if (claimed(output, d) && d >= 0 && d < least && sequence(start, d, output).code < 0)
        return verdict(3, "answer file is not shortest: the output's " + std::to_string(d) +
                              " moves are right");
    return got;
}

// ---- reading the files and speaking both conventions ----

// Checks UTF-8 as Rust's String::from_utf8 does, a byte at a time.
struct Utf8 {
    int need;  // continuation bytes still due
    Byte lo, hi;
    bool bad;
    Utf8() : need(0), lo(0x80), hi(0xBF), bad(false) {}
    void feed(Byte b) {
        if (bad) return;
        if (need > 0) {
            if (b < lo || b > hi) bad = true;
            --need;
            lo = 0x80;
            hi = 0xBF;
            return;
        }
        if (b < 0x80) return;
        if (b >= 0xC2 && b <= 0xDF) need = 1;
        else if (b >= 0xE0 && b <= 0xEF) need = 2;
        else if (b >= 0xF0 && b <= 0xF4) need = 3;
        else bad = true;
        if (b == 0xE0) lo = 0xA0;
        if (b == 0xED) hi = 0x9F;
        if (b == 0xF0) lo = 0x90;
        if (b == 0xF4) hi = 0x8F;
    }
    bool valid() const { return !bad && need == 0; }
};

// A file as read: at most `keep` of its bytes, how many it had (up to kMaxFile + 1), whether
// they are UTF-8, or why it could not be read. The bytes sit in one block from std::malloc,
// grown by std::realloc, which can move a large block without copying it: reading a file
// then holds about the file, not up to twice it.
struct Loaded {
    bool failed;
    std::string error;
    char* bytes;
    std::size_t kept, room, total;
    Utf8 utf8;
    Loaded() : failed(false), bytes(nullptr), kept(0), room(0), total(0) {}
    ~Loaded() { std::free(bytes); }
    Loaded(const Loaded&) = delete;
    Loaded& operator=(const Loaded&) = delete;
    void keep(const char* p, std::size_t n) {
        if (kept + n > room) {
            std::size_t grown = room < (std::size_t(1) << 20) ? std::size_t(1) << 20 : room * 2;
            if (grown < kept + n) grown = kept + n;
            char* moved = static_cast<char*>(std::realloc(bytes, grown));
            if (moved == nullptr) std::abort();  // as Rust does when memory runs out
            bytes = moved;
            room = grown;
        }
        std::memcpy(bytes + kept, p, n);
        kept += n;
    }
    // The text without a leading byte-order mark.
    View text() const {
        View t;
        t.p = kept == 0 ? "" : bytes;
        t.n = kept;
        return unmarked(t);
    }
    bool cut() const { return total > kept; }
};

void load(std::FILE* f, bool is_stdin, std::size_t keep, Loaded& out) {
    static char chunk[1 << 16];
    while (out.total <= kMaxFile) {
        std::size_t want = kMaxFile + 1 - out.total;
        if (want > sizeof chunk) want = sizeof chunk;
        errno = 0;
        std::size_t got = std::fread(chunk, 1, want, f);
        out.total += got;
        for (std::size_t i = 0; i < got; ++i) out.utf8.feed(static_cast<Byte>(chunk[i]));
        std::size_t take = keep - out.kept < got ? keep - out.kept : got;
        if (take > 0) out.keep(chunk, take);
        if (got < want) {
            // Rust reads a closed standard input as an empty one.
            if (std::ferror(f) && !(is_stdin && errno == EBADF)) {
                out.failed = true;
                out.error = std::strerror(errno);
            }
            return;
        }
    }
    out.failed = true;
    out.error = "longer than " + std::to_string(kMaxFile) + " bytes";
}

void load_path(const std::string& path, std::size_t keep, Loaded& out) {
    std::FILE* f = std::fopen(path.c_str(), "rb");
    if (f == nullptr) {
        out.failed = true;
        out.error = "cannot read " + path + ": " + std::strerror(errno);
        return;
    }
    load(f, false, keep, out);
    std::fclose(f);
    if (out.failed) out.error = path + ": " + out.error;
}

// Whether `path` names a folder (or a link to one).
bool is_folder(const std::string& path) {
    if (path.empty()) return false;
    std::FILE* f = std::fopen((path + "/.").c_str(), "rb");
    if (f == nullptr) return false;
    std::fclose(f);
    return true;
}

// Writes `line` on stderr and gives `code`, or 101, the exit code of the Rust judge's panic,
// when stderr refuses the line (a closed stderr aside, which Rust ignores).
int say(const std::string& line, int code) {
    errno = 0;
    if (std::fputs(line.c_str(), stderr) < 0 && errno != EBADF) return 101;
    return code;
}

}  // namespace

int main(int argc, char** argv) {
#ifdef SIGPIPE
    std::signal(SIGPIPE, SIG_IGN);  // as Rust programs start: a closed pipe is an error
#endif
    std::vector<std::string> args;
    for (int i = 1; i < argc; ++i) args.push_back(argv[i]);
    bool icpc = args.size() >= 3 && is_folder(args[2]);
    if (!icpc && args.size() != 3) {
        return say("usage: chk <input> <output> <answer>, or chk <input> <answer> "
                   "<feedback_dir> < output\n",
                   3);
    }
    Loaded input, output, answer;
    load_path(args[0], kMaxInput + 4, input);
    if (icpc) load(stdin, true, kMaxFile + 1, output);
    else load_path(args[1], kMaxFile + 1, output);
    load_path(icpc ? args[1] : args[2], kMaxFile + 1, answer);
    Verdict v;
    if (input.failed) v = verdict(3, input.error);
    else if (answer.failed) v = verdict(3, answer.error);
    else if (output.failed) v = verdict(2, "the output: " + output.error);
    else if (!input.utf8.valid() || !answer.utf8.valid())
        v = verdict(3, "the input or the answer file is not UTF-8");
    else if (!output.utf8.valid()) v = verdict(2, "the output is not UTF-8");
    else v = judge(input.text(), input.cut(), output.text(), answer.text());
    static const char* const kWords[4] = {"ok", "wrong answer", "wrong answer", "FAIL"};
    std::string line = std::string(kWords[v.code]) + " " + v.why + "\n";
    if (icpc) {
        std::string folder = args[2];
        if (folder[folder.size() - 1] != '/') folder += '/';
        std::FILE* note = std::fopen((folder + "judgemessage.txt").c_str(), "wb");
        if (note != nullptr) {
            std::fputs(line.c_str(), note);
            std::fclose(note);
        }
        static const int kExits[4] = {42, 43, 43, 1};
        return kExits[v.code];
    }
    if (v.code == 2) line = "wrong output format " + v.why + "\n";
    return say(line, v.code);
}
