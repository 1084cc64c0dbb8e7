// Baekjoon 13460 구슬 탈출 2: https://www.acmicpc.net/problem/13460
// Input:  N M (3-10), then N rows of M cells: . empty, # wall, O the hole, R and B the marbles.
// Output: the fewest tilts that drop the red marble alone into the hole, if at most
//         MOST_TILTS (10), else -1. A tilt that drops blue fails, even with red.
// Method: breadth-first search over (red cell, blue cell): a tilt rolls both until they stop,
//         the one behind a cell short of the other; at most 100 x 100 positions.
// Cost:   10 layers of at most 10,000 positions; times and peaks: docs/benchmarks.md.
// Adapt:  Baekjoon 15653 (no limit): MOST_TILTS = 10_000. 13459 (1 if possible within 10,
//         else 0): ONE_OR_ZERO = true. The tilts themselves (15644): the path bin beside this.
//         Proofs and where the format comes from: docs/bins/boj13460_marbles.md.

use std::io::{self, Read, Write};

/// The most tilts searched: a board that needs more prints -1.
const MOST_TILTS: u32 = 10;

/// Baekjoon 13459: print 1 if red drops within MOST_TILTS, else 0 (not -1).
const ONE_OR_ZERO: bool = false;

/// The board: its cells row by row (`#`, `.`, `O`), its width, and where the marbles start.
pub struct Board {
    cells: Vec<u8>,
    width: usize,
    red: usize,
    blue: usize,
}

/// Reads `N M` (3-10 each) and N rows of M cells `.#ORB`: one each of `O`, `R` and `B`,
/// the edge all `#`. The marbles' cells are read as `.`.
pub fn parse(input: &str) -> Result<Board, String> {
    let mut words = words(input)?;
    let mut side = |what: &str| -> Result<usize, String> {
        let word = words
            .next()
            .ok_or(format!("the input ends before {what}"))?;
        match word.parse() {
            Ok(n) if (3..=10).contains(&n) => Ok(n),
            _ => Err(format!("{what} must be 3-10, not '{}'", clip(word))),
        }
    };
    let (height, width) = (side("N")?, side("M")?);
    let mut cells = Vec::with_capacity(height * width);
    for row in 0..height {
        let line = words
            .next()
            .ok_or(format!("the input ends before row {}", row + 1))?;
        if line.len() != width || !line.bytes().all(|c| b".#ORB".contains(&c)) {
            return Err(format!(
                "row {}: '{}' is not {width} cells of . # O R B",
                row + 1,
                clip(line)
            ));
        }
        cells.extend_from_slice(line.as_bytes());
    }
    if let Some(extra) = words.next() {
        return Err(format!("'{}' after the last row", clip(extra)));
    }
    let edge = |i: usize| {
        i < width || i >= cells.len() - width || i % width == 0 || i % width == width - 1
    };
    if (0..cells.len()).any(|i| edge(i) && cells[i] != b'#') {
        return Err("the board's edge must be all #".to_string());
    }
    let find = |c: u8| match cells.iter().filter(|&&x| x == c).count() {
        1 => Ok(cells.iter().position(|&x| x == c).unwrap_or(0)),
        n => Err(format!("the board must hold one {}, not {n}", c as char)),
    };
    let (red, blue, _) = (find(b'R')?, find(b'B')?, find(b'O')?);
    cells[red] = b'.';
    cells[blue] = b'.';
    Ok(Board {
        cells,
        width,
        red,
        blue,
    })
}

/// The tilts: their letter and how a cell index changes, given the board's width.
const TILTS: [(u8, isize, isize); 4] = [(b'L', 0, -1), (b'R', 0, 1), (b'U', -1, 0), (b'D', 1, 0)];

/// Where a marble at `at` rolls to by `step` alone on the board, and how far; `None` if it
/// falls in the hole on the way.
fn roll(board: &Board, mut at: usize, step: isize) -> (Option<usize>, usize) {
    let mut moved = 0;
    loop {
        let next = (at as isize + step) as usize;
        match board.cells[next] {
            b'#' => return (Some(at), moved),
            b'O' => return (None, moved + 1),
            _ => {}
        }
        at = next;
        moved += 1;
    }
}

/// One tilt of (red, blue): both roll until they stop; if both stop on one cell, the one
/// that rolled farther was behind and stops a cell short. `None` for a marble in the hole.
fn tilt(board: &Board, (red, blue): (usize, usize), step: isize) -> (Option<usize>, Option<usize>) {
    let ((r, r_moved), (b, b_moved)) = (roll(board, red, step), roll(board, blue, step));
    match (r, b) {
        (Some(r), Some(b)) if r == b => {
            let back = |at: usize| (at as isize - step) as usize;
            match r_moved > b_moved {
                true => (Some(back(r)), Some(b)),
                false => (Some(r), Some(back(b))),
            }
        }
        _ => (r, b),
    }
}

/// A position's index (red * cells + blue) and a tilt's letter: how a position was reached.
type Step = (usize, u8);

/// Breadth-first search over (red, blue), at most MOST_TILTS deep: for each position seen,
/// the position and tilt that reached it; and the position from which a tilt drops red
/// alone, with that tilt, if any.
fn search(board: &Board) -> (Vec<Step>, Option<Step>) {
    let cells = board.cells.len();
    let index = |(r, b): (usize, usize)| r * cells + b;
    let mut from = vec![(usize::MAX, 0); cells * cells];
    let start = (board.red, board.blue);
    from[index(start)] = (index(start), 0);
    let mut layer = vec![start];
    for _ in 0..MOST_TILTS {
        let mut next = Vec::new();
        for &at in &layer {
            for &(letter, rows, cols) in TILTS.iter() {
                let step = rows * board.width as isize + cols;
                match tilt(board, at, step) {
                    (_, None) => continue,
                    (None, Some(_)) => return (from, Some((index(at), letter))),
                    (Some(r), Some(b)) if from[index((r, b))].0 == usize::MAX => {
                        from[index((r, b))] = (index(at), letter);
                        next.push((r, b));
                    }
                    _ => {}
                }
            }
        }
        layer = next;
    }
    (from, None)
}

/// The whole program: input text to output text.
pub fn solve(input: &str) -> Result<String, String> {
    let board = parse(input)?;
    let (from, last) = search(&board);
    let start = board.red * board.cells.len() + board.blue;
    let tilts = last.map(|(mut at, _)| {
        let mut tilts = 1;
        while at != start {
            at = from[at].0;
            tilts += 1;
        }
        tilts
    });
    Ok(match (ONE_OR_ZERO, tilts) {
        (true, found) => format!("{}\n", u32::from(found.is_some())),
        (false, Some(t)) => format!("{t}\n"),
        (false, None) => "-1\n".to_string(),
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
