// AcWing 179 八数码 (the eight puzzle, print a path): special judge, C++ twin of acwing_astar.rs.
// Takes `unsolvable` only when the grid cannot reach 1 2 3 / 4 5 6 / 7 8 x (odd parity of
// the tiles' inversions), otherwise one line of moves u, d, l, r of the x that keeps it on the
// board and ends at the goal in the fewest moves, the length of the answer file (the jury's
// output, which is judged first). Blank lines and whitespace around the line do not matter.
// Each file is read up to 16 MiB; a longer output is a presentation error.
// Build: g++ -fno-asm -std=c++14 -O2 -o chk acwing_astar.cpp
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

// `t` without Unicode white space at either end.
View trimmed(View t) {
    const Byte* p = reinterpret_cast<const Byte*>(t.p);
    const Byte* end = p + t.n;
    const Byte* first = end;
    const Byte* last = end;
    while (p < end) {
        std::size_t gap = space_at(p, end);
        if (gap > 0) {
            p += gap;
            continue;
        }
        if (first == end) first = p;
        p += char_len(*p);
        last = p;
    }
    View out;
    out.p = reinterpret_cast<const char*>(first);
    out.n = first == end ? 0 : static_cast<std::size_t>(last - first);
    return out;
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

// ---- the problem ----

const int kGoal[9] = {1, 2, 3, 4, 5, 6, 7, 8, 0};  // 0 is the x

// Nine words, 1-8 and x (or X), each once.
bool parse_board(View input, bool cut, int board[9], std::string& why) {
    if (!input_ok(input, cut, why)) return false;
    const char* at = input.p;
    const char* end = input.p + input.n;
    View word;
    int count = 0;
    while (next_word(at, end, word)) {
        int cell;
        if (same(word, "x") || same(word, "X")) {
            cell = 0;
        } else if (word.n == 1 && word.p[0] >= '1' && word.p[0] <= '8') {
            cell = word.p[0] - '0';
        } else {
            why = "'" + clip(word) + "' is not a tile 1-8 or x";
            return false;
        }
        if (count == 9) {
            why = "more than 9 cells";
            return false;
        }
        board[count++] = cell;
    }
    if (count != 9) {
        why = "expected 9 cells, got " + std::to_string(count);
        return false;
    }
    for (int v = 0; v < 9; ++v) {
        int seen = 0;
        for (int i = 0; i < 9; ++i) seen += board[i] == v;
        if (seen != 1) {
            why = "value " + std::to_string(v) + " does not appear exactly once";
            return false;
        }
    }
    return true;
}

// What an output says: a right `unsolvable`, a path of `length` moves that reaches the
// goal, or a verdict against it (`bad.code` >= 0).
struct Reading {
    Verdict bad;
    bool unsolvable;
    std::size_t length;
};

// The one non-blank line of `text`, trimmed; an empty view when there is none. False when
// there are two or more.
bool single_line(View text, View& line) {
    const char* at = text.p;
    const char* end = text.p + text.n;
    bool found = false;
    line.p = text.p;
    line.n = 0;
    while (at < end) {
        const char* stop = static_cast<const char*>(std::memchr(at, '\n', end - at));
        if (stop == nullptr) stop = end;
        View piece;
        piece.p = at;
        piece.n = static_cast<std::size_t>(stop - at);
        View kept = trimmed(piece);
        if (kept.n > 0) {
            if (found) return false;
            found = true;
            line = kept;
        }
        at = stop == end ? end : stop + 1;
    }
    return true;
}

Reading read_moves(const int start[9], View text) {
    Reading r;
    r.bad = verdict(-1, "");
    r.unsolvable = false;
    r.length = 0;
    // On a board of odd width no move changes the parity of the tiles' inversions.
    int tiles[8];
    int k = 0;
    for (int i = 0; i < 9; ++i)
        if (start[i] != 0) tiles[k++] = start[i];
    int inversions = 0;
    for (int i = 0; i < 8; ++i)
        for (int j = i + 1; j < 8; ++j) inversions += tiles[j] < tiles[i];
    bool solvable = inversions % 2 == 0;
    View line;
    if (!single_line(text, line)) {
        r.bad = verdict(2, "more than one line of output");
        return r;
    }
    if (same(line, "unsolvable")) {
        if (solvable)
            r.bad = verdict(1, "unsolvable printed, but the grid can be solved");
        else
            r.unsolvable = true;
        return r;
    }
    for (std::size_t i = 0; i < line.n; ++i) {
        char c = line.p[i];
        if (c != 'u' && c != 'd' && c != 'l' && c != 'r') {
            r.bad = verdict(2, "'" + clip(line) +
                                   "': expected the letters u, d, l, r or the word unsolvable");
            return r;
        }
    }
    if (!solvable) {
        r.bad = verdict(1, "the grid is unsolvable, but a move string was printed");
        return r;
    }
    int board[9];
    int x = 0;
    for (int i = 0; i < 9; ++i) {
        board[i] = start[i];
        if (start[i] == 0) x = i;
    }
    for (std::size_t i = 0; i < line.n; ++i) {
        char c = line.p[i];
        int to = -1;
        if (c == 'u' && x >= 3) to = x - 3;
        if (c == 'd' && x < 6) to = x + 3;
        if (c == 'l' && x % 3 > 0) to = x - 1;
        if (c == 'r' && x % 3 < 2) to = x + 1;
        if (to < 0) {
            r.bad = verdict(1, "move " + std::to_string(i + 1) + " '" + std::string(1, c) +
                                   "' takes the x off the board");
            return r;
        }
        board[x] = board[to];
        board[to] = 0;
        x = to;
    }
    for (int i = 0; i < 9; ++i) {
        if (board[i] != kGoal[i]) {
            std::string end;
            for (int j = 0; j < 9; ++j) end += board[j] == 0 ? 'x' : char('0' + board[j]);
            r.bad = verdict(1, "the moves end at " + end + ", not at the goal");
            return r;
        }
    }
    r.length = line.n;
    return r;
}

std::string moves_word(std::size_t n) {
    return std::to_string(n) + (n == 1 ? " move" : " moves");
}

Verdict judge(View input, bool input_cut, View output, View answer) {
    int start[9];
    std::string why;
    if (!parse_board(input, input_cut, start, why)) return verdict(3, "bad input: " + why);
    Reading best = read_moves(start, unmarked(answer));
    if (best.bad.code >= 0) return verdict(3, "answer file: " + best.bad.why);
    Reading got = read_moves(start, unmarked(output));
    if (got.bad.code >= 0) return got.bad;
    if (best.unsolvable) return verdict(0, "unsolvable");
    if (!got.unsolvable && got.length > best.length)
        return verdict(1, moves_word(best.length) + " expected, got " +
                              std::to_string(got.length));
    if (!got.unsolvable && got.length < best.length)
        return verdict(3, "answer file is not shortest: " + moves_word(got.length) +
                              " solve it, the answer has " + std::to_string(best.length));
    return verdict(0, moves_word(best.length) + ", optimal");
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
