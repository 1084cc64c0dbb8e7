// Luogu P1379 八数码难题: https://www.luogu.com.cn/problem/P1379
// Input:  one token of nine digits 0-8, the grid in reading order, 0 the blank.
// Output: the fewest moves to GOAL (123804765 as given), or -1 when it cannot be reached.
// Method: an inversion-parity test, then a bidirectional BFS over Cantor ranks, a layer at a
//         time.
// Cost:   a bidirectional search of the 9!/2 boards; the farthest is 30 moves out. Timings:
//         docs/benchmarks.md.
// Adapt:  GOAL may be any arrangement; the moves are NEIGHBOURS, the search `Side::grow`.
//         Proofs and measurements: docs/bins/p1379.md.

use std::io::{self, Read, Write};

const GOAL: [u8; 9] = [1, 2, 3, 8, 0, 4, 7, 6, 5];
const STATES: usize = 362_880;
const UNSEEN: u8 = u8::MAX;
/// `PLACE[i]` = (8 - i)!: the weight of cell i's Lehmer digit in the Cantor rank.
const PLACE: [u32; 9] = [40320, 5040, 720, 120, 24, 6, 2, 1, 1];
/// `NEIGHBOURS[p]`: the cells sharing an edge with cell p of the 3×3 grid.
const NEIGHBOURS: [&[usize]; 9] = [
    &[1, 3],
    &[0, 2, 4],
    &[1, 5],
    &[0, 4, 6],
    &[1, 3, 5, 7],
    &[2, 4, 8],
    &[3, 7],
    &[4, 6, 8],
    &[5, 7],
];

/// Cantor rank: the board's index among all 9! permutations in lexicographic order.
fn rank(board: &[u8; 9]) -> usize {
    let mut seen = 0u32;
    let mut rank = 0;
    for (&cell, &place) in board.iter().zip(&PLACE) {
        let smaller_later = u32::from(cell) - (seen & ((1 << cell) - 1)).count_ones();
        rank += smaller_later * place;
        seen |= 1 << cell;
    }
    rank as usize
}

/// Parity of the inversion count of the eight tiles (the blank left out).
fn tile_parity(board: &[u8; 9]) -> u32 {
    let mut inversions = 0;
    for (i, &a) in board.iter().enumerate() {
        for &b in &board[i + 1..] {
            inversions += u32::from(a != 0 && b != 0 && a > b);
        }
    }
    inversions % 2
}

/// One end of the bidirectional search: its depth, its newest layer and what it has seen.
struct Side {
    depth: u32,
    layer: Vec<[u8; 9]>,
    dist: Vec<u8>,
}

impl Side {
    fn new(root: [u8; 9]) -> Side {
        let mut dist = vec![UNSEEN; STATES];
        dist[rank(&root)] = 0;
        Side {
            depth: 0,
            layer: vec![root],
            dist,
        }
    }

    /// Expands the whole current layer; returns the path length at the first board `other`
    /// has seen.
    fn grow(&mut self, other: &Side) -> Option<u32> {
        let mut next = Vec::with_capacity(self.layer.len() * 2);
        for board in &self.layer {
            let blank = board.iter().position(|&c| c == 0).unwrap_or(0);
            for &cell in NEIGHBOURS[blank] {
                let mut moved = *board;
                moved.swap(blank, cell);
                let r = rank(&moved);
                if other.dist[r] != UNSEEN {
                    return Some(self.depth + 1 + u32::from(other.dist[r]));
                }
                if self.dist[r] == UNSEEN {
                    self.dist[r] = (self.depth + 1) as u8;
                    next.push(moved);
                }
            }
        }
        self.layer = next;
        self.depth += 1;
        None
    }
}

/// Fewest moves from `start` to the goal, or `None` when the parities differ.
pub fn distance(start: [u8; 9]) -> Option<u32> {
    // On a board 3 wide no move changes the tiles' inversion parity (a horizontal move keeps
    // their order, a vertical one carries a tile past two), so the other parity never meets.
    if tile_parity(&start) != tile_parity(&GOAL) {
        return None;
    }
    if start == GOAL {
        return Some(0);
    }
    let (mut from_start, mut from_goal) = (Side::new(start), Side::new(GOAL));
    loop {
        let (growing, other) = if from_start.layer.len() <= from_goal.layer.len() {
            (&mut from_start, &from_goal)
        } else {
            (&mut from_goal, &from_start)
        };
        // Never taken after the parity test; it keeps the search total all the same.
        if growing.layer.is_empty() {
            return None;
        }
        if let Some(d) = growing.grow(other) {
            return Some(d);
        }
    }
}

/// Reads one board: nine distinct digits 0-8 as a single token, whitespace around it allowed.
pub fn parse(input: &str) -> Result<[u8; 9], String> {
    let mut tokens = words(input)?;
    let token = tokens
        .next()
        .ok_or("empty input: expected 9 digits 0-8 such as 283104765")?;
    if tokens.next().is_some() {
        return Err("expected one token of 9 digits 0-8, found more than one".into());
    }
    let count = token.chars().count();
    if count != 9 {
        let shown = clip(token);
        return Err(format!(
            "expected 9 digits 0-8, got '{shown}' ({count} characters)"
        ));
    }
    let mut board = [0u8; 9];
    let mut present = [false; 9];
    for (cell, ch) in board.iter_mut().zip(token.chars()) {
        let digit = match ch {
            '0'..='8' => ch as u8 - b'0',
            _ => return Err(format!("'{ch}' is not a digit 0-8")),
        };
        if present[usize::from(digit)] {
            return Err(format!("digit {digit} appears twice"));
        }
        present[usize::from(digit)] = true;
        *cell = digit;
    }
    Ok(board)
}

/// The whole program: input text to output text.
pub fn solve(input: &str) -> Result<String, String> {
    let answer = distance(parse(input)?).map_or(-1, |d| d as i64);
    Ok(format!("{answer}\n"))
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
