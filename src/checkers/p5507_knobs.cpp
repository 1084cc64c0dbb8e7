// Luogu P5507 机关 (knobs): special judge, C++ twin of p5507_knobs.rs.
// Takes any shortest list of turns that brings the twelve knobs to state 1: the count n, then
// n knobs 1-12, in any whitespace. Turning knob i from state j moves it to j + 1 (4 to 1) and
// turns once the knob its line names for j. The fewest turns are the answer file's (the
// jury's output), itself such a list.
// Each file is read up to 16 MiB; a longer output is a presentation error.
// Build: g++ -fno-asm -std=c++14 -O2 -o chk p5507_knobs.cpp
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

// A knob: its state 0-3 and, for each state, the knob (0-11) that turns along.
struct Knob {
    int state;
    int partner[4];
};

struct Knobs {
    Knob knob[12];
};

// The input: twelve lines `s a1 a2 a3 a4`, s 1-4 and each a 1-12.
bool read_knobs(View input, bool cut, Knobs& knobs, std::string& why) {
    if (!input_ok(input, cut, why)) return false;
    const char* at = input.p;
    const char* end = input.p + input.n;
    // All words are counted before any is read, as the Rust judge collects them first.
    std::size_t count = 0;
    View word;
    while (next_word(at, end, word)) ++count;
    if (count != 60) {
        why = "expected 60 numbers, got " + std::to_string(count);
        return false;
    }
    at = input.p;
    for (int i = 0; next_word(at, end, word); ++i) {
        unsigned long long most = i % 5 == 0 ? 4 : 12;
        unsigned long long v;
        if (!parse_unsigned(word, ~0ULL, v) || !same(word, std::to_string(v).c_str()) ||
            v < 1 || v > most) {
            why = "'" + clip(word) + "' is not a number 1-" + std::to_string(most);
            return false;
        }
        if (i % 5 == 0) knobs.knob[i / 5].state = static_cast<int>(v - 1);
        else knobs.knob[i / 5].partner[i % 5 - 1] = static_cast<int>(v - 1);
    }
    return true;
}

// A word of an output as an integer written plainly (Rust's i64 printed back the same).
bool number(View word, long long& v, Verdict& bad) {
    if (!parse_i64(word, v) || !same(word, std::to_string(v).c_str())) {
        bad = verdict(2, "'" + clip(word) + "' is not a number");
        return false;
    }
    return true;
}

// `n turns`, or `1 turn`.
std::string counted(long long n) { return std::to_string(n) + (n == 1 ? " turn" : " turns"); }

// Judges `text` as a count n (with `least`, equal to it) and n knobs that bring every knob
// to state 1: a word that is not a plain number, or other than n knobs after the count, is
// code 2; a count that is negative or not `least`, a knob out of range or a list that
// leaves a knob off state 1 is code 1; code -1 when all hold, with the count `n`.
Verdict turns(const Knobs& knobs, View text, const long long* least, long long& n) {
    const char* at = text.p;
    const char* end = text.p + text.n;
    View word;
    Verdict bad;
    if (!next_word(at, end, word)) return verdict(2, "empty");
    if (!number(word, n, bad)) return bad;
    if (n < 0) return verdict(1, std::to_string(n) + " is not a count of turns");
    if (least != nullptr && n != *least)
        return verdict(1, counted(n) + "; the fewest is " + std::to_string(*least));
    // Counted before they are read, as the Rust judge does.
    const char* rest = at;
    long long count = 0;
    while (next_word(at, end, word)) ++count;
    if (count != n)
        return verdict(2, "the count says " + counted(n) + ", then " + std::to_string(count) +
                              " knobs follow");
    int states[12];
    for (int i = 0; i < 12; ++i) states[i] = knobs.knob[i].state;
    at = rest;
    while (next_word(at, end, word)) {
        long long k;
        if (!number(word, k, bad)) return bad;
        if (k < 1 || k > 12) return verdict(1, std::to_string(k) + " is not a knob 1-12");
        int i = static_cast<int>(k - 1);
        int partner = knobs.knob[i].partner[states[i]];
        states[i] = (states[i] + 1) % 4;
        states[partner] = (states[partner] + 1) % 4;
    }
    for (int i = 0; i < 12; ++i)
        if (states[i] != 0)
            return verdict(1, "after " + counted(n) + " a knob is not at state 1");
    return verdict(-1, "");
}

Verdict judge(View input, bool input_cut, View output, View answer) {
    Knobs knobs;
    std::string why;
    if (!read_knobs(input, input_cut, knobs, why)) return verdict(3, "bad input: " + why);
    long long least = 0, n = 0;
    Verdict jury = turns(knobs, unmarked(answer), nullptr, least);
    if (jury.code >= 0) return verdict(3, "answer file: " + jury.why);
    output = unmarked(output);
    Verdict got = turns(knobs, output, &least, n);
    if (got.code < 0) return verdict(0, counted(n) + ", the fewest");
    if (turns(knobs, output, nullptr, n).code < 0 && n < least)
        return verdict(3, "answer file is not shortest: the output's " + counted(n) + " are right");
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
