// AcWing 181 回转游戏: https://www.acwing.com/problem/content/183/
//         (from POJ 2286 The Rotation Game: http://poj.org/problem?id=2286)
// Input:  cases of 24 numbers (eight each of 1-3, the cells in reading order), then a lone 0.
// Output: per case, the fewest moves A-H that make the centre cells equal, the
//         lexicographically smallest (No moves needed for none), then the centre digit.
// Method: the centre is all d exactly when the 8 d's stand on it, so a BFS from the centre
//         over sets of 8 cells gives each digit's exact distance within RADIUS moves; an IDA*
//         over all three digits, bounded by that, tries A-H in order: the first found is smallest.
// Cost:   the table (14,855 sets) once, then one IDA* per board; no board needs more
//         than 13 moves. Timings: docs/benchmarks.md.
// Adapt:  GOAL_CELLS may be any 8 cells; the moves are LINES.
//         Proofs: docs/bins/acwing_rotation_game.md.

use std::io::{self, Read, Write};

/// The cells that must end up holding one digit: the 8 centre cells.
const GOAL_CELLS: [usize; 8] = [6, 7, 8, 11, 12, 15, 16, 17];
const _: () = {
    let (mut seen, mut i) = (0u32, 0);
    while i < 8 {
        assert!(GOAL_CELLS[i] < 24, "GOAL_CELLS must be cells 0-23");
        seen |= 1 << GOAL_CELLS[i];
        i += 1;
    }
    assert!(
        seen.count_ones() == 8,
        "GOAL_CELLS must be 8 different cells"
    );
};
/// The moves A-H: each shifts its line of 7 cells one place towards the head, the head's
/// number going to the tail.
const LINES: [[usize; 7]; 8] = [
    [0, 2, 6, 11, 15, 20, 22],
    [1, 3, 8, 12, 17, 21, 23],
    [10, 9, 8, 7, 6, 5, 4],
    [19, 18, 17, 16, 15, 14, 13],
    [23, 21, 17, 12, 8, 3, 1],
    [22, 20, 15, 11, 6, 2, 0],
    [13, 14, 15, 16, 17, 18, 19],
    [4, 5, 6, 7, 8, 9, 10],
];
/// The inverse of move m: the line read backwards (A and F, B and E, C and H, D and G).
const INVERSE: [usize; 8] = {
    let mut inverse = [8; 8];
    let (mut m, mut k) = (0, 0);
    while m < 8 {
        let mut i = 0;
        while i < 7 && LINES[k][i] == LINES[m][6 - i] {
            i += 1;
        }
        if i == 7 {
            inverse[m] = k;
        }
        k += 1;
        if k == 8 {
            assert!(
                inverse[m] < 8,
                "every line in LINES needs its reverse for an inverse"
            );
            (m, k) = (m + 1, 0);
        }
    }
    inverse
};
/// C(24, 8): the sets of 8 of the 24 cells.
const SETS: usize = 735_471;
/// How far from GOAL_CELLS the exact table reaches; the IDA* bounds the rest by RADIUS + 1.
const RADIUS: u8 = 7;
const UNSEEN: u8 = u8::MAX;

/// `CHOOSE[n][k]` = C(n, k), for the combinatorial rank of a set.
const CHOOSE: [[u32; 9]; 25] = {
    let mut c = [[0; 9]; 25];
    let mut n = 0;
    while n < 25 {
        c[n][0] = 1;
        let mut k = 1;
        while k < 9 && n > 0 {
            c[n][k] = c[n - 1][k - 1] + c[n - 1][k];
            k += 1;
        }
        n += 1;
    }
    c
};

/// A set of 8 cells (a 24-bit mask)'s index among all of them: with cells p0 < ... < p7,
/// the sum of C(p_i, i + 1) (the combinatorial number system).
fn rank(mut set: u32) -> usize {
    let (mut rank, mut i) = (0, 1);
    while set != 0 {
        rank += CHOOSE[set.trailing_zeros() as usize][i];
        set &= set - 1;
        i += 1;
    }
    rank as usize
}

/// The set after move m: each cell of the line takes the next one's number, the tail the head's.
fn apply(set: u32, m: usize) -> u32 {
    let line = &LINES[m];
    let mut next = set;
    for i in 0..7 {
        let bit = set >> line[(i + 1) % 7] & 1;
        next = next & !(1 << line[i]) | bit << line[i];
    }
    next
}

/// The exact distance from GOAL_CELLS of every set within RADIUS moves; UNSEEN beyond.
fn near_goal() -> Vec<u8> {
    let goal: u32 = GOAL_CELLS.iter().map(|&c| 1 << c).sum();
    let mut dist = vec![UNSEEN; SETS];
    dist[rank(goal)] = 0;
    let mut layer = vec![goal];
    for depth in 1..=RADIUS {
        let mut next = Vec::new();
        for &set in &layer {
            for m in 0..8 {
                let moved = apply(set, m);
                if dist[rank(moved)] == UNSEEN {
                    dist[rank(moved)] = depth;
                    next.push(moved);
                }
            }
        }
        layer = next;
    }
    dist
}

/// IDA* over the three digits' sets at once, moves tried A-H.
struct Search<'a> {
    dist: &'a [u8],
    path: String,
}

impl Search<'_> {
    /// A lower bound on the moves left: every digit's exact distance, or RADIUS + 1 past
    /// the table; the least of the three. It changes by at most 1 a move.
    fn bound(&self, sets: &[u32; 3]) -> u8 {
        let far = sets.iter().map(|&s| self.dist[rank(s)].min(RADIUS + 1));
        far.min().unwrap_or(0)
    }

    /// The digit (0-2) the centre ends with, if some sequence of at most `limit` more moves
    /// after `last` makes it whole; `path` then holds the first such in A-H order.
    fn dfs(&mut self, sets: [u32; 3], limit: u8, last: usize) -> Option<usize> {
        let h = self.bound(&sets);
        if h == 0 {
            return sets.iter().position(|&s| self.dist[rank(s)] == 0);
        }
        if h > limit {
            return None;
        }
        for m in (0..8).filter(|&m| last == 8 || m != INVERSE[last]) {
            self.path.push((b'A' + m as u8) as char);
            if let Some(digit) = self.dfs(sets.map(|s| apply(s, m)), limit - 1, m) {
                return Some(digit);
            }
            self.path.pop();
        }
        None
    }
}

/// The lexicographically smallest of the shortest move sequences for one case (the cells of
/// each digit), and the digit the centre ends with: IDA*, the limit raised by 1 a round.
fn answer(dist: &[u8], sets: [u32; 3]) -> (String, usize) {
    let mut search = Search {
        dist,
        path: String::new(),
    };
    let mut limit = search.bound(&sets);
    loop {
        if let Some(digit) = search.dfs(sets, limit, 8) {
            return (search.path, digit + 1);
        }
        limit += 1;
    }
}

/// Reads the cases: 24 numbers each, eight each of 1-3, until a lone 0 (or the end).
pub fn parse(input: &str) -> Result<Vec<[u32; 3]>, String> {
    let mut words = words(input)?;
    let mut cases = Vec::new();
    while let Some(first) = words.next() {
        if matches!(first.parse::<u8>(), Ok(0)) {
            return match words.next() {
                Some(w) => Err(format!("'{}' after the closing 0", clip(w))),
                None => Ok(cases),
            };
        }
        let (mut sets, mut cell) = ([0u32; 3], 0);
        for word in std::iter::once(first).chain(words.by_ref().take(23)) {
            match word.parse::<u8>() {
                Ok(d @ 1..=3) => sets[usize::from(d - 1)] |= 1 << cell,
                _ => {
                    let why = format!("'{}' is not 1, 2 or 3", clip(word));
                    return Err(format!("case {}: {why}", cases.len() + 1));
                }
            }
            cell += 1;
        }
        if cell < 24 {
            let why = format!("expected 24 numbers, got {cell}");
            return Err(format!("case {}: {why}", cases.len() + 1));
        }
        if let Some(d) = sets.iter().position(|s| s.count_ones() != 8) {
            let why = format!(
                "{} {}s, not eight of each of 1-3",
                sets[d].count_ones(),
                d + 1
            );
            return Err(format!("case {}: {why}", cases.len() + 1));
        }
        cases.push(sets);
    }
    match cases.is_empty() {
        true => Err("empty input: expected cases of 24 numbers ended by 0".into()),
        false => Ok(cases),
    }
}

/// The whole program: input text to output text.
pub fn solve(input: &str) -> Result<String, String> {
    let cases = parse(input)?;
    let dist = near_goal();
    let mut out = String::new();
    // A board seen before is answered from memory: the statement sets no limit on the
    // cases, and 4 MiB of one hard board would otherwise take over a minute.
    let mut seen = std::collections::HashMap::new();
    for &sets in &cases {
        let (moves, digit) = seen
            .entry(sets)
            .or_insert_with(|| answer(&dist, sets))
            .clone();
        match moves.is_empty() {
            true => out.push_str("No moves needed"),
            false => out.push_str(&moves),
        }
        out.push_str(&format!("\n{digit}\n"));
    }
    Ok(out)
}

/// The longest input read: it bounds memory and time whatever is piped in.
const MAX_INPUT: u64 = 1 << 22;

/// Standard input as text, at most [`MAX_INPUT`] bytes of it.
fn read_input() -> Result<String, String> {
    let mut bytes = Vec::new();
    io::stdin()
        .lock()
        .take(MAX_INPUT + 1)
        .read_to_end(&mut bytes)
        .map_err(|e| format!("cannot read standard input: {e}"))?;
    if bytes.len() as u64 > MAX_INPUT {
        return Err(format!(
            "input longer than {MAX_INPUT} bytes: no valid input is that long"
        ));
    }
    String::from_utf8(bytes).map_err(|e| {
        let at = e.utf8_error().valid_up_to();
        let byte = e.as_bytes()[at];
        format!(
            "byte 0x{byte:02X} at position {} is not valid UTF-8",
            at + 1
        )
    })
}

/// The input's whitespace-separated words; any byte but printable ASCII, space, tab and
/// line breaks (a BOM, NUL) is refused by position, as it could hide inside a word.
fn words(input: &str) -> Result<std::str::SplitAsciiWhitespace<'_>, String> {
    let allowed = |b: &u8| b.is_ascii_graphic() || matches!(b, b' ' | b'\t' | b'\n' | b'\r');
    match input.bytes().position(|b| !allowed(&b)) {
        Some(at) => Err(format!(
            "byte 0x{:02X} at position {} is not part of a valid input",
            input.as_bytes()[at],
            at + 1
        )),
        None => Ok(input.split_ascii_whitespace()),
    }
}

/// At most 20 characters of a word, for error messages.
fn clip(word: &str) -> String {
    let mut clipped: String = word.chars().take(20).collect();
    if clipped.len() < word.len() {
        clipped.push_str("...");
    }
    clipped
}

fn main() {
    let answer = read_input().and_then(|input| solve(&input));
    let written = answer.and_then(|output| {
        let mut out = io::stdout().lock();
        match out.write_all(output.as_bytes()).and_then(|()| out.flush()) {
            // A reader that has gone away is not an error: the answer is dropped.
            Err(e) if e.kind() != io::ErrorKind::BrokenPipe => Err(format!("stdout: {e}")),
            _ => Ok(()),
        }
    });
    if let Err(message) = written {
        let _ = writeln!(io::stderr(), "error: {message}");
        std::process::exit(1);
    }
}
