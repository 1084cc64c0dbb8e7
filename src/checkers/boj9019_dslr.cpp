// Baekjoon 9019 DSLR: special judge, C++ twin of boj9019_dslr.rs.
// Takes, for each of the T cases `A B`, any shortest string of the commands D (double modulo
// 10000), S (minus one, 0 to 9999), L and R (rotate the four digits left, right) that takes
// A to B: one word a case, in order, in any whitespace. The shortest lengths are the answer
// file's (the jury's output), itself such strings.
// Each file is read up to 16 MiB; a longer output is a presentation error.
// Build: g++ -fno-asm -std=c++14 -O2 -o chk boj9019_dslr.cpp
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

// ---- the problem ----

// A case: the register's start A and the goal B.
struct Case {
    unsigned a, b;
};

// The register after command `c`: false when `c` is none of D, S, L, R.
bool step(unsigned& n, char c) {
    switch (c) {
        case 'D': n = n * 2 % 10000; return true;
        case 'S': n = (n + 9999) % 10000; return true;
        case 'L': n = n % 1000 * 10 + n / 1000; return true;
        case 'R': n = n % 10 * 1000 + n / 10; return true;
        default: return false;
    }
}

// A word of the input as a whole number written plainly (Rust's u32 printed back the same).
bool number(View word, unsigned& n, std::string& why) {
    unsigned long long v;
    if (!parse_unsigned(word, 4294967295ULL, v) || !same(word, std::to_string(v).c_str())) {
        why = "'" + clip(word) + "' is not a whole number";
        return false;
    }
    n = static_cast<unsigned>(v);
    return true;
}

// The input's cases: T, then T pairs `A B`, 0 <= A, B < 10000, A != B.
bool read_cases(View input, bool cut, std::vector<Case>& cases, std::string& why) {
    if (!input_ok(input, cut, why)) return false;
    const char* at = input.p;
    const char* end = input.p + input.n;
    View first;
    if (!next_word(at, end, first)) {
        why = "empty";
        return false;
    }
    unsigned t;
    if (!number(first, t, why)) return false;
    // The rest is counted before it is read, as the Rust judge checks the count first.
    const char* rest = at;
    unsigned long long got = 0;
    View word;
    while (next_word(at, end, word)) ++got;
    unsigned long long want = 2ULL * t;
    if (got != want) {
        why = "T = " + std::to_string(t) + " needs " + std::to_string(want) + " numbers, got " +
              std::to_string(got);
        return false;
    }
    at = rest;
    View wa, wb;
    while (next_word(at, end, wa) && next_word(at, end, wb)) {
        Case c;
        if (!number(wa, c.a, why) || !number(wb, c.b, why)) return false;
        if (c.a >= 10000 || c.b >= 10000 || c.a == c.b) {
            why = std::to_string(c.a) + " " + std::to_string(c.b) +
                  ": expected 0 <= A, B < 10000 and A != B";
            return false;
        }
        cases.push_back(c);
    }
    return true;
}

// Judges `text` as one command string per case, each taking A to B (and, with `least`, as
// short as that): a wrong count of words or a letter not in DSLR is code 2, a string that
// ends elsewhere or is too long code 1; code -1 when all hold, with their `lengths`.
Verdict strings(const std::vector<Case>& cases, View text,
                const std::vector<std::size_t>* least, std::vector<std::size_t>& lengths) {
    const char* at = text.p;
    const char* end = text.p + text.n;
    // Counted before they are judged, as the Rust judge does.
    std::size_t count = 0;
    View word;
    while (next_word(at, end, word)) ++count;
    if (count != cases.size())
        return verdict(2, "expected " + std::to_string(cases.size()) + " command strings, got " +
                              std::to_string(count));
    at = text.p;
    lengths.clear();
    for (std::size_t i = 0; i < cases.size() && next_word(at, end, word); ++i) {
        std::string which = "case " + std::to_string(i + 1) + ": ";
        unsigned n = cases[i].a;
        for (std::size_t k = 0; k < word.n; ++k)
            if (!step(n, word.p[k]))
                return verdict(2, which + "'" + clip(word) + "' is not made of D, S, L, R");
        if (n != cases[i].b)
            return verdict(1, which + clip(word) + " takes " + std::to_string(cases[i].a) +
                                  " to " + std::to_string(n) + ", not " +
                                  std::to_string(cases[i].b));
        if (least != nullptr && word.n != (*least)[i])
            return verdict(1, which + std::to_string(word.n) + " commands, the fewest is " +
                                  std::to_string((*least)[i]));
        lengths.push_back(word.n);
    }
    return verdict(-1, "");
}

Verdict judge(View input, bool input_cut, View output, View answer) {
    std::vector<Case> cases;
    std::string why;
    if (!read_cases(input, input_cut, cases, why)) return verdict(3, "bad input: " + why);
    std::vector<std::size_t> least, lengths;
    Verdict jury = strings(cases, unmarked(answer), nullptr, least);
    if (jury.code >= 0) return verdict(3, "answer file: " + jury.why);
    output = unmarked(output);
    Verdict got = strings(cases, output, &least, lengths);
    if (got.code < 0) return verdict(0, std::to_string(cases.size()) + " shortest command strings");
    if (strings(cases, output, nullptr, lengths).code < 0)
        for (std::size_t i = 0; i < lengths.size(); ++i)
            if (lengths[i] < least[i])
                return verdict(3, "answer file is not shortest in case " + std::to_string(i + 1));
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
