// Luogu P1312 [NOIP2011 提高组] Mayan 游戏: https://www.luogu.com.cn/problem/P1312
// Input:  n (1-5), then 5 lines, the columns left to right, each its colours (1-10) from
//         the bottom up, ended by 0.
// Output: n lines x y g (g = 1 right, -1 left) that leave the board empty after exactly the
//         n-th move, the first in the order x, then y, then 1 before -1; or -1.
// Method: a depth-first search tries the moves in that order and settles each (blocks fall,
//         then every run of 3 or more in a row or column goes at once, until all is still);
//         a colour with 1 or 2 blocks left ends a branch, and boards known to fail with as
//         many moves left are not searched again.
// Cost:   at most 70 moves per board, and n levels; times and peaks: docs/benchmarks.md.
// Adapt:  more moves: MOST_MOVES. Proofs and the order: docs/bins/p1312_mayan.md.

use std::collections::HashSet;
use std::io::{self, Read, Write};

/// The most moves n read.
const MOST_MOVES: usize = 5;

/// The board: 5 columns of 7 cells, bottom up; 0 is empty.
const COLUMNS: usize = 5;
const ROWS: usize = 7;

/// The colours, 1 to COLOUR_LIMIT.
const COLOUR_LIMIT: usize = 10;

type Board = [[u8; ROWS]; COLUMNS];

/// Lets every block fall onto the one below it, column by column.
fn fall(board: &mut Board) {
    for column in board.iter_mut() {
        let mut top = 0;
        for y in 0..ROWS {
            if column[y] != 0 {
                column.swap(top, y);
                top += 1;
            }
        }
    }
}

/// Marks every block in a run of three or more of one colour in a row or a column, and
/// clears them all at once; whether any went.
fn clear_runs(board: &mut Board) -> bool {
    let (mut gone, mut any) = ([[false; ROWS]; COLUMNS], false);
    for x in 0..COLUMNS {
        for y in 0..ROWS {
            let colour = board[x][y];
            if colour == 0 {
                continue;
            }
            if x + 2 < COLUMNS && board[x + 1][y] == colour && board[x + 2][y] == colour {
                (gone[x][y], gone[x + 1][y], gone[x + 2][y], any) = (true, true, true, true);
            }
            if y + 2 < ROWS && board[x][y + 1] == colour && board[x][y + 2] == colour {
                (gone[x][y], gone[x][y + 1], gone[x][y + 2], any) = (true, true, true, true);
            }
        }
    }
    if any {
        for (column, gone) in board.iter_mut().zip(&gone) {
            for (cell, &g) in column.iter_mut().zip(gone) {
                if g {
                    *cell = 0;
                }
            }
        }
    }
    any
}

/// The board after moving the block at (x, y) one column towards `to`: a swap with the
/// block there, or a slide into the empty cell; then falls and runs until still.
fn after(board: &Board, (x, y, to): (usize, usize, usize)) -> Board {
    let mut next = *board;
    let moved = next[x][y];
    next[x][y] = next[to][y];
    next[to][y] = moved;
    loop {
        fall(&mut next);
        if !clear_runs(&mut next) {
            return next;
        }
    }
}

/// Whether some colour has 1 or 2 blocks left: they can never make a run of three.
fn stranded(board: &Board) -> bool {
    let mut count = [0u8; COLOUR_LIMIT + 1];
    for &colour in board.iter().flatten() {
        count[colour as usize] += 1;
    }
    count[1..].iter().any(|&c| c == 1 || c == 2)
}

/// The search: the first way (in the statement's order) to empty the board with exactly
/// `left` more moves, pushed onto `moves`; boards that failed with as many moves left go
/// into `failed`.
fn search(
    board: &Board,
    left: usize,
    moves: &mut Vec<(usize, usize, i8)>,
    failed: &mut HashSet<(Board, usize)>,
) -> bool {
    let empty = board.iter().flatten().all(|&c| c == 0);
    if left == 0 || empty {
        return left == 0 && empty;
    }
    if stranded(board) || failed.contains(&(*board, left)) {
        return false;
    }
    for x in 0..COLUMNS {
        for y in (0..ROWS).take_while(|&y| board[x][y] != 0) {
            // Left onto a block is the same swap as that block moving right, which came
            // earlier in the order: only a slide into an empty cell is new.
            let right = (x + 1 < COLUMNS).then_some((x + 1, 1));
            let left_slide = (x > 0 && board[x - 1][y] == 0).then(|| (x - 1, -1));
            for (to, g) in right.into_iter().chain(left_slide) {
                moves.push((x, y, g));
                if search(&after(board, (x, y, to)), left - 1, moves, failed) {
                    return true;
                }
                moves.pop();
            }
        }
    }
    failed.insert((*board, left));
    false
}

/// Reads n and the five columns; the board must hold no run of three already.
fn parse(input: &str) -> Result<(usize, Board), String> {
    let mut words = words(input)?;
    let n = words.next().ok_or("the input is empty")?;
    let n = match n.parse::<usize>() {
        Ok(n) if (1..=MOST_MOVES).contains(&n) => n,
        _ => return Err(format!("n must be 1-{MOST_MOVES}, not '{}'", clip(n))),
    };
    let mut board = [[0; ROWS]; COLUMNS];
    for (x, column) in board.iter_mut().enumerate() {
        let mut height = 0;
        loop {
            let word = words
                .next()
                .ok_or(format!("the input ends in column {x}"))?;
            let colour = match word.parse::<usize>() {
                Ok(c) if c <= COLOUR_LIMIT => c as u8,
                _ => {
                    return Err(format!(
                        "column {x}: '{}' is not a colour 1-{COLOUR_LIMIT} or the closing 0",
                        clip(word)
                    ))
                }
            };
            if colour == 0 {
                break;
            }
            let cell = column
                .get_mut(height)
                .ok_or(format!("column {x} holds more than {ROWS} blocks"))?;
            *cell = colour;
            height += 1;
        }
    }
    if let Some(extra) = words.next() {
        return Err(format!("'{}' after the fifth column", clip(extra)));
    }
    if clear_runs(&mut board.clone()) {
        return Err("the board already holds a run of three".to_string());
    }
    Ok((n, board))
}

/// The whole program: input text to output text.
pub fn solve(input: &str) -> Result<String, String> {
    let (n, board) = parse(input)?;
    let mut moves = Vec::new();
    if !search(&board, n, &mut moves, &mut HashSet::new()) {
        return Ok("-1\n".to_string());
    }
    Ok(moves
        .iter()
        .map(|(x, y, g)| format!("{x} {y} {g}\n"))
        .collect())
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
