// Luogu P2324 [SCOI2005] 骑士精神: https://www.luogu.com.cn/problem/P2324
// Input:  T, then T boards of 5 lines of 5 characters: 0, 1 and one *.
// Output: per board, the fewest knight moves to the goal board, or -1 if more than 15.
// Method: IDA* to 15 on misplaced knights raised to the empty cell's colour parity, no move
//         back; an exact table of the boards within NEAR moves ends each search.
// Cost:   IDA* to 15 moves over a table of the boards near the goal; timings:
//         docs/benchmarks.md.
// Adapt:  the goal is GOAL_ONES and GOAL_EMPTY; the bound `Board::h`, the search
//         `search`. docs/bins/p2324_knights.md.

use std::io::{self, Read, Write};

/// The goal's black knights, one bit per cell (cell = 5 × row + column).
const GOAL_ONES: u32 = 0b11111 | 0b11110 << 5 | 0b11000 << 10 | 0b10000 << 15;

/// The goal's empty cell: row 2, column 2.
const GOAL_EMPTY: usize = 12;

/// The most moves the problem asks about.
const MOST: u32 = 15;

/// The depth of the exact table near the goal: 4,018 boards lie within 7 moves (1, 8, 14,
/// 38, 148, 368, 1,001 and 2,440 per layer), a quarter of the table's 16,384 slots.
const NEAR: u32 = 7;

/// For each cell, the cells a knight's move away, as a bit mask.
const KNIGHT: [u32; 25] = {
    let mut table = [0u32; 25];
    let jumps: [(i32, i32); 8] = [
        (1, 2),
        (2, 1),
        (2, -1),
        (1, -2),
        (-1, -2),
        (-2, -1),
        (-2, 1),
        (-1, 2),
    ];
    let mut cell = 0;
    while cell < 25 {
        let (row, col) = ((cell / 5) as i32, (cell % 5) as i32);
        let mut j = 0;
        while j < 8 {
            let (r, c) = (row + jumps[j].0, col + jumps[j].1);
            if r >= 0 && r < 5 && c >= 0 && c < 5 {
                table[cell] |= 1 << (r * 5 + c);
            }
            j += 1;
        }
        cell += 1;
    }
    table
};

/// A board: the cells of the black knights, and the empty cell.
#[derive(Clone, Copy, PartialEq, Eq)]
struct Board {
    ones: u32,
    empty: usize,
}

impl Board {
    /// The lower bound h: misplaced knights, rounded up to the parity of the moves left.
    fn h(self) -> u32 {
        let others = !(1 << self.empty | 1 << GOAL_EMPTY);
        let misplaced = ((self.ones ^ GOAL_ONES) & others & 0x1FF_FFFF).count_ones()
            + u32::from(self.empty != GOAL_EMPTY);
        let parity = ((self.empty / 5 + self.empty % 5) % 2) as u32;
        misplaced + (misplaced + parity) % 2
    }

    /// The board after the knight on `from` jumps into the empty cell.
    fn moved(self, from: usize) -> Board {
        let black = self.ones >> from & 1;
        Board {
            ones: self.ones & !(1 << from) | black << self.empty,
            empty: from,
        }
    }

    fn key(self) -> u32 {
        self.ones | (self.empty as u32) << 25
    }
}

/// Every board within [`NEAR`] moves of the goal and its distance, in an open-addressing
/// table of `u64` slots: the key, and 1 + the distance from bit 32; 0 is empty.
struct Near {
    slots: Vec<u64>,
}

impl Near {
    const BITS: u32 = 14;

    /// The breadth-first search from the goal, to depth [`NEAR`].
    fn new() -> Near {
        let mut near = Near {
            slots: vec![0; 1 << Near::BITS],
        };
        let goal = Board {
            ones: GOAL_ONES,
            empty: GOAL_EMPTY,
        };
        near.insert(goal.key(), 0);
        let mut layer = vec![goal];
        for d in 1..=NEAR {
            let mut next = Vec::new();
            for board in layer {
                let mut jumps = KNIGHT[board.empty];
                while jumps != 0 {
                    let child = board.moved(jumps.trailing_zeros() as usize);
                    jumps &= jumps - 1;
                    if near.get(child.key()).is_none() {
                        near.insert(child.key(), d);
                        next.push(child);
                    }
                }
            }
            layer = next;
        }
        near
    }

    fn find(&self, key: u32) -> usize {
        let mask = self.slots.len() - 1;
        let mut i = (key.wrapping_mul(0x9E37_79B9) >> (32 - Near::BITS)) as usize;
        while self.slots[i] != 0 && self.slots[i] as u32 != key {
            i = (i + 1) & mask;
        }
        i
    }

    fn insert(&mut self, key: u32, d: u32) {
        let i = self.find(key);
        self.slots[i] = u64::from(key) | u64::from(d + 1) << 32;
    }

    /// The distance of a board within [`NEAR`] moves of the goal.
    fn get(&self, key: u32) -> Option<u32> {
        match self.slots[self.find(key)] {
            0 => None,
            slot => Some((slot >> 32) as u32 - 1),
        }
    }
}

/// True if the goal is at most `budget` moves from `board` (the empty cell having come from
/// `came`, not to be re-entered).
fn search(near: &Near, board: Board, came: usize, budget: u32) -> bool {
    if budget <= NEAR {
        return matches!(near.get(board.key()), Some(d) if d <= budget);
    }
    if board.h() > budget {
        return false;
    }
    let mut jumps = KNIGHT[board.empty] & !(1 << came);
    while jumps != 0 {
        let from = jumps.trailing_zeros() as usize;
        jumps &= jumps - 1;
        if search(near, board.moved(from), board.empty, budget - 1) {
            return true;
        }
    }
    false
}

/// The fewest moves from `board` to the goal if at most [`MOST`].
fn fewest_moves(near: &Near, board: Board) -> Option<u32> {
    let mut bound = board.h();
    while bound <= MOST {
        if search(near, board, 25, bound) {
            return Some(bound);
        }
        bound += 2;
    }
    None
}

/// Reads `T` and T boards of five words of five characters `0`, `1` and `*`.
fn parse(input: &str) -> Result<Vec<Board>, String> {
    let mut tokens = words(input)?;
    let first = tokens
        .next()
        .ok_or("empty input: expected T and T boards")?;
    // Read as `cin >> int` reads: a sign and leading zeros are allowed.
    let count = match first.parse::<i64>() {
        Ok(t) if t >= 1 => t as usize,
        Ok(t) => return Err(format!("T = {t}: expected at least one board")),
        Err(_) => return Err(format!("T '{}' is not a number", clip(first))),
    };
    let lines: Vec<&str> = tokens.collect();
    if count.checked_mul(5) != Some(lines.len()) {
        return Err(format!(
            "T = {count} needs 5 lines per board, got {} lines",
            lines.len()
        ));
    }
    lines.chunks(5).map(board).collect()
}

/// One board from its five lines.
fn board(lines: &[&str]) -> Result<Board, String> {
    let (mut ones, mut empties, mut zeros, mut empty) = (0u32, 0, 0, 0);
    for (row, line) in lines.iter().enumerate() {
        if line.len() != 5 {
            return Err(format!("'{}' is not a line of 5 cells", clip(line)));
        }
        for (col, byte) in line.bytes().enumerate() {
            let cell = 5 * row + col;
            match byte {
                b'1' => ones |= 1 << cell,
                b'0' => zeros += 1,
                b'*' => {
                    empties += 1;
                    empty = cell;
                }
                _ => {
                    return Err(format!(
                        "'{}' holds a cell other than 0, 1 or *",
                        clip(line)
                    ))
                }
            }
        }
    }
    if empties != 1 || zeros != 12 {
        return Err(format!(
            "a board needs 12 white, 12 black knights and one *, got {zeros}, {} and {empties}",
            ones.count_ones()
        ));
    }
    Ok(Board { ones, empty })
}

/// The whole program: input text to output text.
pub fn solve(input: &str) -> Result<String, String> {
    let boards = parse(input)?;
    let near = Near::new();
    let answers: Vec<String> = boards
        .iter()
        .map(|&b| fewest_moves(&near, b).map_or(-1, i64::from).to_string())
        .collect();
    Ok(answers.join("\n") + "\n")
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
