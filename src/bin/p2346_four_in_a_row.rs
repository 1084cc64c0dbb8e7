// Luogu P2346 四子连棋: https://www.luogu.com.cn/problem/P2346
// Input:  4 lines of 4 cells: B (black), W (white), O (empty); 7, 7 and 2 of them; any
//         whitespace between cells.
// Output: the fewest moves until four pieces of one colour stand in one of GOAL_LINES; a
//         move slides one of the mover's pieces into a side-adjacent empty cell, the
//         players alternate, either may start (-1 if never: only other lines allow that).
// Method: a breadth-first search over (board, whose turn), both first movers at distance 0,
//         boards packed 2 bits per cell; two mask tests check a line.
// Cost:   every board finishes within 7 moves (the docs page counts the whole space);
//         timings: docs/benchmarks.md.
// Adapt:  another goal: GOAL_LINES (any lines of 4 cells). Proofs and facts:
//         docs/bins/p2346_four_in_a_row.md.

use std::collections::HashSet;
use std::io::{self, Read, Write};

/// The lines that finish the game with four pieces of one colour: rows, columns, diagonals.
const GOAL_LINES: &[[usize; 4]] = &[
    [0, 1, 2, 3],
    [4, 5, 6, 7],
    [8, 9, 10, 11],
    [12, 13, 14, 15],
    [0, 4, 8, 12],
    [1, 5, 9, 13],
    [2, 6, 10, 14],
    [3, 7, 11, 15],
    [0, 5, 10, 15],
    [3, 6, 9, 12],
];

/// A board packed 2 bits a cell (cell i in bits 2i, 2i + 1): EMPTY, BLACK or WHITE.
type Pieces = u32;
const EMPTY: u32 = 0;
const BLACK: u32 = 1;
const WHITE: u32 = 2;

/// Reads the 16 cells, refusing any board but 7 B, 7 W and 2 O.
pub fn parse(input: &str) -> Result<Pieces, String> {
    let (mut board, mut cells, mut counts) = (0, 0, [0; 3]);
    for word in words(input)? {
        for b in word.bytes() {
            let piece = match b {
                b'O' => EMPTY,
                b'B' => BLACK,
                b'W' => WHITE,
                _ => return Err(format!("'{}' is not a row of B, W and O", clip(word))),
            };
            if cells == 16 {
                return Err("more than 16 cells: expected a 4x4 board".to_string());
            }
            board |= piece << (2 * cells);
            counts[piece as usize] += 1;
            cells += 1;
        }
    }
    match (cells, counts) {
        (16, [2, 7, 7]) => Ok(board),
        (16, [o, b, w]) => Err(format!("{b} B, {w} W and {o} O: expected 7, 7 and 2")),
        _ => Err(format!("expected 16 cells (a 4x4 board), got {cells}")),
    }
}

/// Whether four pieces of one colour fill a line: `lines` holds each line's mask of
/// black pieces (the white mask is twice it).
fn finished(board: Pieces, lines: &[u32]) -> bool {
    lines
        .iter()
        .any(|&black| board & (3 * black) == black || board & (3 * black) == 2 * black)
}

/// The boards `player` can leave by sliding a piece into a side-adjacent empty cell.
fn slides(board: Pieces, player: u32, next: &mut Vec<Pieces>) {
    next.clear();
    let cell = |c: usize| board >> (2 * c) & 3;
    for empty in (0..16).filter(|&c| cell(c) == EMPTY) {
        let (r, c) = (empty / 4, empty % 4);
        let from = [
            (r > 0).then(|| empty - 4),
            (r < 3).then(|| empty + 4),
            (c > 0).then(|| empty - 1),
            (c < 3).then(|| empty + 1),
        ];
        for from in from.iter().flatten().filter(|&&f| cell(f) == player) {
            next.push(board ^ player << (2 * from) ^ player << (2 * empty));
        }
    }
}

/// The whole program: input text to output text.
pub fn solve(input: &str) -> Result<String, String> {
    let start = parse(input)?;
    let lines: Vec<u32> = GOAL_LINES
        .iter()
        .map(|line| line.iter().fold(0, |mask, &c| mask | BLACK << (2 * c)))
        .collect();
    // A state is the board and, in bit 32, whose turn it is (set: white's).
    let mut layer: Vec<u64> = vec![u64::from(start), u64::from(start) | 1 << 32];
    let mut seen: HashSet<u64> = layer.iter().copied().collect();
    let mut next = Vec::new();
    for moves in 0.. {
        if layer.iter().any(|&s| finished(s as u32, &lines)) {
            return Ok(format!("{moves}\n"));
        }
        let mut deeper = Vec::new();
        for &state in &layer {
            let (board, white) = (state as u32, state >> 32);
            slides(board, [BLACK, WHITE][white as usize], &mut next);
            for &b in &next {
                let after = u64::from(b) | (white ^ 1) << 32;
                if seen.insert(after) {
                    deeper.push(after);
                }
            }
        }
        if deeper.is_empty() {
            break;
        }
        layer = deeper;
    }
    // Every board of 7 B, 7 W and 2 O finishes (docs page); another GOAL_LINES may not.
    Ok("-1\n".to_string())
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
