// yuzan1830's challenge (三), alternating swaps (print the steps): special judge, C++ twin of
// yuzan_alternating.rs. Input: an n×n grid of 1..=n², n <= 4 (a larger n is a bad input).
// Takes `No Need` for the sorted grid, `No Solution` when the answer file (the jury's output,
// judged first) says it, else lines `Step #i: a b` swapping two adjacent numbers, orthogonal
// and diagonal swaps in turn, that sort the grid in the answer file's number of moves. Blank
// lines and spaces between words do not matter; numbers are written plainly. Files are read
// up to 16 MiB each. Build: g++ -fno-asm -std=c++14 -O2 -o chk yuzan_alternating.cpp
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

// The byte length of the Unicode white-space character at `p` (valid UTF-8), or 0.
std::size_t space_at(const Byte* p, const Byte* end) {
    Byte c = p[0];
    if (c == ' ' || (c >= 0x09 && c <= 0x0D)) return 1;
    std::size_t left = static_cast<std::size_t>(end - p);
    if (c == 0xC2 && left >= 2 && (p[1] == 0x85 || p[1] == 0xA0)) return 2;
    if (left < 3) return 0;
    if (c == 0xE1 && p[1] == 0x9A && p[2] == 0x80) return 3;
    if (c == 0xE2 && p[1] == 0x80 &&
        (p[2] <= 0x8A || p[2] == 0xA8 || p[2] == 0xA9 || p[2] == 0xAF))
        return 3;
    if (c == 0xE2 && p[1] == 0x81 && p[2] == 0x9F) return 3;
    if (c == 0xE3 && p[1] == 0x80 && p[2] == 0x80) return 3;
    return 0;
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

// The grid: side × side cells in reading order, 1..=side² once each.
struct Grid {
    int side;
    int count;
    int cell[16];
};

const unsigned long long kU32 = 4294967295ULL;

bool sorted(const int* cell, int count) {
    for (int i = 0; i < count; ++i)
        if (cell[i] != i + 1) return false;
    return true;
}

// The input's grid: n² numbers in any whitespace, 1..=n² each once, n <= 4.
bool parse_grid(View input, bool cut, Grid& grid, std::string& why) {
    if (!input_ok(input, cut, why)) return false;
    const char* at = input.p;
    const char* end = input.p + input.n;
    unsigned long long numbers[16];
    int count = 0;
    View word;
    while (next_word(at, end, word)) {
        unsigned long long v;
        if (!parse_unsigned(word, kU32, v)) {
            why = "'" + clip(word) + "' is not a positive integer";
            return false;
        }
        if (count == 16) {
            why = "more than 16 numbers: only n <= 4 is judged";
            return false;
        }
        numbers[count++] = v;
    }
    int side = 1;
    while (side * side < count) ++side;
    if (count == 0 || side * side != count) {
        why = std::to_string(count) + " numbers is not n*n for any n >= 1";
        return false;
    }
    bool seen[17] = {false};
    for (int i = 0; i < count; ++i) {
        unsigned long long v = numbers[i];
        if (v < 1 || v > static_cast<unsigned long long>(count)) {
            why = std::to_string(v) + " is outside 1..=" + std::to_string(count);
            return false;
        }
        if (seen[v]) {
            why = std::to_string(v) + " appears twice";
            return false;
        }
        seen[v] = true;
        grid.cell[i] = static_cast<int>(v);
    }
    grid.side = side;
    grid.count = count;
    return true;
}

// What an output says: `none` for `No Solution`, else a count of moves (0 for `No Need`);
// or the verdict against it (`bad.code` >= 0).
struct Said {
    Verdict bad;
    bool none;
    std::size_t moves;
};

Said said(bool none, std::size_t moves) {
    Said s;
    s.bad = verdict(-1, "");
    s.none = none;
    s.moves = moves;
    return s;
}

Said rejected(int code, const std::string& why) {
    Said s = said(false, 0);
    s.bad = verdict(code, why);
    return s;
}

// Whether a line's words are exactly `first` and `second`.
bool line_is(View line, const char* first, const char* second) {
    const char* at = line.p;
    const char* end = line.p + line.n;
    View w;
    return next_word(at, end, w) && same(w, first) && next_word(at, end, w) &&
           same(w, second) && !next_word(at, end, w);
}

// Adds the pieces of `text` between Unicode white space to `tokens`, up to 3 in all.
void split_unicode(View text, View tokens[3], int& found) {
    const Byte* p = reinterpret_cast<const Byte*>(text.p);
    const Byte* end = p + text.n;
    while (p < end && found < 3) {
        std::size_t gap = space_at(p, end);
        if (gap > 0) {
            p += gap;
            continue;
        }
        const Byte* from = p;
        while (p < end && space_at(p, end) == 0) p += char_len(*p);
        tokens[found].p = reinterpret_cast<const char*>(from);
        tokens[found].n = static_cast<std::size_t>(p - from);
        ++found;
    }
}

// A number written plainly: decimal digits without a sign or a leading zero, at most 2³²-1.
bool plain(View token, unsigned long long& v) {
    return parse_unsigned(token, kU32, v) && same(token, std::to_string(v).c_str());
}

// `Step #<step>: a b`, its words joined by single spaces: the two numbers.
bool parse_step(View line, std::size_t step, unsigned long long& a, unsigned long long& b) {
    const char* at = line.p;
    const char* end = line.p + line.n;
    View w;
    if (!next_word(at, end, w) || !same(w, "Step") || !next_word(at, end, w)) return false;
    std::string tag = "#" + std::to_string(step) + ":";
    if (w.n < tag.size() || std::memcmp(w.p, tag.data(), tag.size()) != 0) return false;
    View rest;
    rest.p = w.p + tag.size();
    rest.n = w.n - tag.size();
    View tokens[3];
    int found = 0;
    split_unicode(rest, tokens, found);
    while (found < 3 && next_word(at, end, w)) split_unicode(w, tokens, found);
    return found == 2 && plain(tokens[0], a) && plain(tokens[1], b);
}

// Moves `at` past the next line of [at, end) that has a word and gives it; false at the end.
bool next_line(const char*& at, const char* end, View& line) {
    while (at < end) {
        const char* stop = static_cast<const char*>(std::memchr(at, '\n', static_cast<std::size_t>(end - at)));
        if (stop == nullptr) stop = end;
        line.p = at;
        line.n = static_cast<std::size_t>(stop - at);
        at = stop == end ? end : stop + 1;
        const char* probe = line.p;
        View w;
        if (next_word(probe, line.p + line.n, w)) return true;
    }
    return false;
}

Said read(const Grid& grid, View text) {
    const char* end = text.p + text.n;
    const char* at = text.p;
    View line, first;
    int lines = 0;
    while (lines < 2 && next_line(at, end, line)) {
        if (lines == 0) first = line;
        ++lines;
    }
    if (lines == 0) return rejected(2, "empty output");
    if (lines == 1 && line_is(first, "No", "Need")) return said(false, 0);
    if (lines == 1 && line_is(first, "No", "Solution")) return said(true, 0);
    int cell[16], where[17];
    for (int i = 0; i < grid.count; ++i) {
        cell[i] = grid.cell[i];
        where[cell[i]] = i;
    }
    int side = grid.side;
    int previous = -1;  // the kind of the last swap: 0 orthogonal, 1 diagonal
    static const char* const kKinds[2] = {"orthogonal", "diagonal"};
    std::size_t step = 0;
    at = text.p;
    while (next_line(at, end, line)) {
        ++step;
        std::string s = std::to_string(step);
        unsigned long long a, b;
        if (!parse_step(line, step, a, b))
            return rejected(2, "line " + s + ": expected 'Step #" + s + ": a b', got '" +
                                   clip(line) + "'");
        std::string pair = std::to_string(a) + " and " + std::to_string(b);
        unsigned long long top = static_cast<unsigned long long>(grid.count);
        if (a < 1 || a > top || b < 1 || b > top)
            return rejected(1, "step " + s + ": " + pair + " are not both on the grid");
        int pa = where[a], pb = where[b];
        int rows = pa / side - pb / side, cols = pa % side - pb % side;
        if (rows < 0) rows = -rows;
        if (cols < 0) cols = -cols;
        int kind;
        if (rows + cols == 1) kind = 0;
        else if (rows == 1 && cols == 1) kind = 1;
        else return rejected(1, "step " + s + ": " + pair + " are not adjacent");
        if (kind == previous)
            return rejected(1, "steps " + std::to_string(step - 1) + " and " + s + " are both " +
                                   kKinds[kind] + " swaps");
        previous = kind;
        cell[pa] = static_cast<int>(b);
        cell[pb] = static_cast<int>(a);
        where[a] = pb;
        where[b] = pa;
    }
    if (!sorted(cell, grid.count)) {
        std::string rows;
        for (int i = 0; i < grid.count; ++i) {
            if (i > 0) rows += i % side == 0 ? " / " : " ";
            rows += std::to_string(cell[i]);
        }
        return rejected(1, "ends at " + rows);
    }
    return said(false, step);
}

std::string moves_word(std::size_t n) {
    return std::to_string(n) + (n == 1 ? " move" : " moves");
}

// The verdict on a reading `got` when the truth is `truth`.
Verdict compare(const Said& truth, const Said& got) {
    std::size_t d = truth.moves, m = got.moves;
    if (truth.none && got.none) return verdict(0, "No Solution");
    if (!truth.none && d == 0 && !got.none && m == 0) return verdict(0, "No Need");
    if (!got.none && m == 0)
        return verdict(1, truth.none ? "No Need printed, but the answer file says No Solution"
                                     : "No Need printed, but the grid needs " + moves_word(d));
    if (got.none)
        return verdict(1, "No Solution printed, but " + moves_word(d) + " sort it");
    if (truth.none)
        return verdict(3, "the answer file says No Solution, yet " + std::to_string(m) +
                              " steps sort the grid");
    if (d == 0)
        return verdict(1, "the grid is already sorted: No Need expected, got " +
                              std::to_string(m) + " steps");
    if (m == d) return verdict(0, moves_word(m) + ", optimal");
    if (m > d) return verdict(1, moves_word(d) + " expected, got " + std::to_string(m));
    return verdict(3, "answer file is not shortest: " + moves_word(m) +
                          " sort the grid, the answer has " + std::to_string(d));
}

Verdict judge(View input, bool input_cut, View output, View answer) {
    Grid grid;
    std::string why;
    if (!parse_grid(input, input_cut, grid, why)) return verdict(3, "bad input: " + why);
    Said answered = read(grid, unmarked(answer));
    if (answered.bad.code >= 0) return verdict(3, "answer file: " + answered.bad.why);
    // The sorted grid needs no move; any other takes the answer file's word for it.
    Said truth = answered;
    if (sorted(grid.cell, grid.count)) {
        truth = said(false, 0);
    } else if (!answered.none && answered.moves == 0) {
        return verdict(3, "answer file: No Need printed, but the grid is not sorted");
    }
    Verdict check = compare(truth, answered);
    if (check.code >= 1) return verdict(3, "answer file: " + check.why);
    Said got = read(grid, unmarked(output));
    if (got.bad.code >= 0) return got.bad;
    return compare(truth, got);
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
