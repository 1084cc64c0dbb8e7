// Luogu P2730 [USACO3.2] 魔板 Magic Squares: https://www.luogu.com.cn/problem/P2730
//         (also AcWing 1107 魔板: https://www.acwing.com/problem/content/1109/)
// Input:  8 integers, the target: a permutation of 1-8, the 8 cells clockwise from the top-left.
// Output: the fewest moves from BASE, then (if more than 0) the lexicographically smallest
//         such sequence of A, B, C on one line (at most 22 letters: it always fits Luogu's 60).
// Method: bidirectional BFS over Cantor ranks until the two sides meet; then a walk from
//         BASE taking the first of A, B, C that stays on a shortest path.
// Cost:   the farthest targets (22 moves) visit about 2,900 of the 8! states per side.
//         Timings: docs/benchmarks.md.
// Adapt:  BASE may be any arrangement; the moves are MOVES (maps of cells), the search `shortest`.
//         Proofs: docs/bins/p2730_magic_squares.md.

use std::io::{self, Read, Write};

/// The state every sequence starts from: any arrangement of 1-8, clockwise from top-left.
const BASE: [u8; 8] = [1, 2, 3, 4, 5, 6, 7, 8];
const PERMUTATIONS: usize = 40_320;
/// `WEIGHT[i]` = (7 - i)!: the weight of cell i's Lehmer digit in the Cantor rank.
const WEIGHT: [u32; 8] = [5040, 720, 120, 24, 6, 2, 1, 1];
/// The moves A, B, C as maps of the clockwise list: after a move, cell i holds what cell
/// `MOVES[m][i]` held. A swaps the rows, B brings the right column to the left, C turns the
/// middle four clockwise.
const MOVES: [[usize; 8]; 3] = [
    [7, 6, 5, 4, 3, 2, 1, 0],
    [3, 0, 1, 2, 5, 6, 7, 4],
    [0, 6, 1, 3, 4, 2, 5, 7],
];
const NAMES: [char; 3] = ['A', 'B', 'C'];
const UNSEEN: u8 = u8::MAX;
const SORTED: [u8; 8] = [0, 1, 2, 3, 4, 5, 6, 7];

/// `BITS[m]`: how many bits of the 8-bit mask m are set (the judges' default target has no
/// popcount instruction, and `count_ones` is then a dozen instructions).
const BITS: [u8; 256] = {
    let mut bits = [0; 256];
    let mut m = 1;
    while m < 256 {
        bits[m] = bits[m / 2] + (m % 2) as u8;
        m += 1;
    }
    bits
};

/// Cantor rank: the state's index among all 8! permutations of 0-7 in lexicographic order.
fn rank(state: &[u8; 8]) -> usize {
    let mut seen = 0usize;
    let mut rank = 0;
    for (&cell, &place) in state.iter().zip(&WEIGHT) {
        let smaller_later = u32::from(cell - BITS[seen & ((1 << cell) - 1)]);
        rank += smaller_later * place;
        seen |= 1 << cell;
    }
    rank as usize
}

fn apply(state: &[u8; 8], map: &[usize; 8]) -> [u8; 8] {
    let mut next = [0; 8];
    for (cell, &from) in next.iter_mut().zip(map) {
        *cell = state[from];
    }
    next
}

/// One side of the bidirectional search: its distances by rank, and its states in BFS order
/// with where each layer starts.
struct Side {
    dist: Vec<u8>,
    states: Vec<[u8; 8]>,
    layers: Vec<usize>,
    /// The maps this side moves by: the moves from the base, their inverses from the target.
    maps: [[usize; 8]; 3],
}

impl Side {
    fn new(start: [u8; 8], maps: [[usize; 8]; 3]) -> Side {
        let mut dist = vec![UNSEEN; PERMUTATIONS];
        dist[rank(&start)] = 0;
        let (states, layers) = (vec![start], vec![0]);
        Side {
            dist,
            states,
            layers,
            maps,
        }
    }

    fn depth(&self) -> u8 {
        self.layers.len() as u8 - 1
    }

    /// Adds the next layer; whether it holds a state the `other` side has seen.
    fn grow(&mut self, other: &[u8]) -> bool {
        let (from, depth) = (self.layers[self.layers.len() - 1], self.depth());
        self.layers.push(self.states.len());
        let mut met = false;
        for i in from..self.layers[self.layers.len() - 1] {
            for map in self.maps {
                let next = apply(&self.states[i], &map);
                let r = rank(&next);
                if self.dist[r] == UNSEEN {
                    self.dist[r] = depth + 1;
                    self.states.push(next);
                    met |= other[r] != UNSEEN;
                }
            }
        }
        met
    }

    fn frontier(&self) -> usize {
        self.states.len() - self.layers[self.layers.len() - 1]
    }
}

/// The smallest shortest sequence from the sorted state 0-7 to `target`.
/// - Bidirectional BFS, the smaller frontier grown first, until a layer of one side meets
///   the other: if the sides hold depths f and b, a shorter path would have met a layer
///   earlier, so every state seen by both is exactly f + b = d from end to end.
/// - The first f letters: depth first from the base in the order A, B, C, each move one
///   layer further out, to a meeting state; the rest: the first of A, B, C that the target
///   side's exact distances say is one move closer. Letters are compared first to last, so
///   this is the smallest of the shortest sequences.
fn shortest(target: &[u8; 8]) -> String {
    let mut inverse = [[0; 8]; 3];
    for (inv, map) in inverse.iter_mut().zip(&MOVES) {
        for (i, &from) in map.iter().enumerate() {
            inv[from] = i;
        }
    }
    let (mut ahead, mut back) = (Side::new(SORTED, MOVES), Side::new(*target, inverse));
    let mut met = *target == SORTED;
    while !met {
        met = match ahead.frontier() <= back.frontier() {
            true => ahead.grow(&back.dist),
            false => back.grow(&ahead.dist),
        };
    }
    let (f, d) = (ahead.depth(), ahead.depth() + back.depth());
    let mut meet = Meeting {
        ahead,
        back,
        d,
        dead: vec![false; PERMUTATIONS],
        path: String::new(),
    };
    let mut at = SORTED;
    meet.prefix(&mut at, 0);
    for i in f..d {
        // Within the target side's complete layers: its distances are exact.
        let m = (0..3)
            .find(|&m| meet.back.dist[rank(&apply(&at, &MOVES[m]))] == d - i - 1)
            .expect("a state off the target has a move towards it");
        at = apply(&at, &MOVES[m]);
        meet.path.push(NAMES[m]);
    }
    meet.path
}

/// The two sides once they have met, `d` moves apart.
struct Meeting {
    ahead: Side,
    back: Side,
    d: u8,
    /// Forward states shown to lead to no meeting state.
    dead: Vec<bool>,
    path: String,
}

impl Meeting {
    /// The smallest path from `at` (`i` moves out) to a state of the forward side's last
    /// layer that lies on a shortest path: depth first, A, B, C, one move further out each
    /// time; `at` ends there.
    fn prefix(&mut self, at: &mut [u8; 8], i: u8) -> bool {
        if i == self.ahead.depth() {
            return self.back.dist[rank(at)] == self.d - i;
        }
        for m in 0..3 {
            let mut next = apply(at, &MOVES[m]);
            let r = rank(&next);
            if self.ahead.dist[r] == i + 1 && !self.dead[r] {
                self.path.push(NAMES[m]);
                if self.prefix(&mut next, i + 1) {
                    *at = next;
                    return true;
                }
                self.path.pop();
                self.dead[r] = true;
            }
        }
        false
    }
}

/// Reads 8 integers, each of 1..=8 once; returns them minus one.
pub fn parse(input: &str) -> Result<[u8; 8], String> {
    let mut state = [0u8; 8];
    let mut present = [false; 8];
    let mut count = 0;
    for token in words(input)? {
        let value = match token.parse::<u64>() {
            Ok(value) if (1..=8).contains(&value) => value as u8,
            Ok(value) => return Err(format!("{value} is outside 1..=8")),
            Err(_) => return Err(format!("'{}' is not a number 1-8", clip(token))),
        };
        if count == 8 {
            return Err("more than 8 numbers: expected the 8 cells of the board".into());
        }
        if present[usize::from(value - 1)] {
            return Err(format!("{value} appears twice"));
        }
        present[usize::from(value - 1)] = true;
        state[count] = value - 1;
        count += 1;
    }
    if count < 8 {
        return Err(format!(
            "expected 8 numbers (a permutation of 1-8), got {count}"
        ));
    }
    Ok(state)
}

/// The whole program: input text to output text.
pub fn solve(input: &str) -> Result<String, String> {
    let target = parse(input)?;
    // Each number renamed to its cell in BASE: the moves move cells, whatever they hold, so
    // the renamed target is reached from 0-7 by exactly the sequences that reach it from BASE.
    let mut home = [0u8; 8];
    for (cell, &value) in BASE.iter().enumerate() {
        home[usize::from(value - 1)] = cell as u8;
    }
    let path = shortest(&target.map(|value| home[usize::from(value)]));
    Ok(match path.len() {
        0 => "0\n".to_string(),
        n => format!("{n}\n{path}\n"),
    })
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
