// Baekjoon 1525 퍼즐: https://www.acmicpc.net/problem/1525
// Input:  3 lines of 3 numbers, 0-8 once each, 0 the blank (any whitespace; `103 425 786`
//         and `103425786` are read too).
// Output: the fewest moves of the blank that reach GOAL (`1 2 3 / 4 5 6 / 7 8 0`), or -1.
// Method: -1 at once when the tiles' inversion parity differs from GOAL's (no move on a
//         board 3 wide changes it); else breadth-first search from both ends, a whole layer
//         of the smaller side at a time, until a new board is one the other side has seen.
// Cost:   the farthest boards are 31 moves out; two tables of 9! bytes (709 KiB) and the
//         layers: peak memory about 3 MiB (Baekjoon's limit: 32 MB); docs/benchmarks.md.
// Adapt:  GOAL may be any arrangement of 0-8 (0 the blank). Proofs, the other goals and
//         where the format comes from: docs/bins/boj1525_puzzle.md.

use std::io::{self, Read, Write};

/// The goal in reading order, 0 for the blank: any arrangement of 0-8.
const GOAL: [u8; 9] = [1, 2, 3, 4, 5, 6, 7, 8, 0];

const STATES: usize = 362_880;
/// `PLACE[i]` = (8 - i)!: the weight of cell i's Lehmer digit in the Cantor rank.
const PLACE: [u32; 9] = [40320, 5040, 720, 120, 24, 6, 2, 1, 1];

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

/// Every board one move from `board`: the blank swapped with a tile beside it (`None` off
/// the grid).
fn neighbours(board: [u8; 9]) -> [Option<[u8; 9]>; 4] {
    let blank = board.iter().position(|&t| t == 0).unwrap_or(0);
    let (row, col) = (blank / 3, blank % 3);
    let near = [
        (row > 0, blank.wrapping_sub(3)),
        (row < 2, blank + 3),
        (col > 0, blank.wrapping_sub(1)),
        (col < 2, blank + 1),
    ];
    let mut next = [None; 4];
    for (slot, &(on_grid, cell)) in next.iter_mut().zip(near.iter()) {
        if on_grid {
            let mut moved = board;
            moved.swap(blank, cell);
            *slot = Some(moved);
        }
    }
    next
}

/// One end of the search: 1 + the distance of every board it has seen (0: not seen), by
/// rank, and its last layer.
struct Side {
    seen: Vec<u8>,
    layer: Vec<[u8; 9]>,
    depth: u32,
}

impl Side {
    fn new(board: [u8; 9]) -> Side {
        // Indexed by rank: memory is two fixed tables of a byte a board, whatever the input.
        let mut seen = vec![0; STATES];
        seen[rank(&board)] = 1;
        Side {
            seen,
            layer: vec![board],
            depth: 0,
        }
    }

    /// Grows one layer; the distance through the first new board the other side has seen.
    /// Before the layer no board was on both sides, so the answer is more than the two
    /// depths' sum, and the first meeting gives exactly one more.
    fn grow(&mut self, other: &Side) -> Option<u32> {
        self.depth += 1;
        let mut next = Vec::new();
        for board in std::mem::take(&mut self.layer) {
            for &n in neighbours(board).iter().flatten() {
                let r = rank(&n);
                if self.seen[r] != 0 {
                    continue;
                }
                if other.seen[r] != 0 {
                    return Some(self.depth + u32::from(other.seen[r]) - 1);
                }
                self.seen[r] = self.depth as u8 + 1;
                next.push(n);
            }
        }
        self.layer = next;
        None
    }
}

/// The fewest moves from `board` to GOAL, which has the same parity.
fn fewest(board: [u8; 9]) -> u32 {
    if board == GOAL {
        return 0;
    }
    let (mut ahead, mut back) = (Side::new(board), Side::new(GOAL));
    loop {
        let met = match ahead.layer.len() <= back.layer.len() {
            true => ahead.grow(&back),
            false => back.grow(&ahead),
        };
        if let Some(d) = met {
            return d;
        }
    }
}

/// Reads the nine numbers 0-8, each once: words of digits, any whitespace between them.
pub fn parse(input: &str) -> Result<[u8; 9], String> {
    let (mut board, mut count) = ([0u8; 9], 0);
    let mut present = [false; 9];
    for word in words(input)? {
        if !word.bytes().all(|b| b.is_ascii_digit()) {
            return Err(format!("'{}' is not a number 0-8", clip(word)));
        }
        for digit in word.bytes().map(|b| b - b'0') {
            if digit > 8 {
                return Err(format!("'{digit}' is not a number 0-8"));
            }
            if count == 9 {
                return Err("more than 9 numbers: expected 0-8, each once".into());
            }
            if present[usize::from(digit)] {
                return Err(format!("'{digit}' appears twice"));
            }
            present[usize::from(digit)] = true;
            board[count] = digit;
            count += 1;
        }
    }
    if count < 9 {
        return Err(format!("expected 9 numbers 0-8, got {count}"));
    }
    Ok(board)
}

/// The whole program: input text to output text.
pub fn solve(input: &str) -> Result<String, String> {
    let board = parse(input)?;
    if tile_parity(&board) != tile_parity(&GOAL) {
        return Ok("-1\n".to_string());
    }
    Ok(format!("{}\n", fewest(board)))
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
