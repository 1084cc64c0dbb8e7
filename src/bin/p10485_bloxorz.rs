// Luogu P10485 Bloxorz I: https://www.luogu.com.cn/problem/P10485
//         (also AcWing 172; from POJ 3322, which takes no Rust)
// Input:  cases of R C (3-500) and R rows of C cells, until 0 0: # empty, . rigid,
//         E fragile, O the target, X the block (one cell standing, or two neighbours lying).
// Output: per case, the fewest rolls that stand the block on O, or Impossible.
// Method: a breadth-first search by layers over (cell, pose: standing, lying along a row,
//         lying along a column), on the stage padded with empty cells, so no bounds tests.
// Cost:   at most 3 R C states per case, 4 rolls each; times and peaks: docs/benchmarks.md.
// Adapt:  a 1 x 1 x 3 block: LENGTH = 3. Larger planes: LARGEST_SIDE.
//         Proofs and where the format comes from: docs/bins/p10485_bloxorz.md.

use std::io::{self, Read, Write};

/// The block's long side, in cells: 1 x 1 x LENGTH.
const LENGTH: usize = 2;

/// The largest R and C read.
const LARGEST_SIDE: usize = 500;

// A block of length 1 would have one pose: the three below would be the same.
const _: () = assert!(LENGTH >= 2);

/// The poses: standing on one cell, lying along a row (`ALONG`) or a column (`DOWN`) from
/// its top-left cell. A state is `cell * 4 + pose`.
const STAND: usize = 0;
const ALONG: usize = 1;
const DOWN: usize = 2;

/// One stage: each cell's support (0 empty, 1 fragile, 2 rigid) on the plane padded with
/// LENGTH empty cells on every side, its width, the block's state and the target cell.
pub struct Plane {
    support: Vec<u8>,
    width: usize,
    start: usize,
    target: usize,
}

/// Reads one side, R or C.
fn side(word: Option<&str>, what: &str) -> Result<usize, String> {
    let word = word.ok_or(format!("the input ends before {what}"))?;
    match word.parse::<usize>() {
        Ok(n) if n <= LARGEST_SIDE => Ok(n),
        _ => Err(format!(
            "{what} must be 3-{LARGEST_SIDE}, not '{}'",
            clip(word)
        )),
    }
}

/// Reads the rows of an R x C stage: exactly one O, and one X or LENGTH X in a line.
fn plane<'a>(
    words: &mut impl Iterator<Item = &'a str>,
    r: usize,
    c: usize,
) -> Result<Plane, String> {
    if r < 3 || c < 3 {
        return Err(format!("R and C must be 3-{LARGEST_SIDE}, not {r} and {c}"));
    }
    let width = c + 2 * LENGTH;
    let mut support = vec![0; width * (r + 2 * LENGTH)];
    let (mut blocks, mut targets) = (Vec::new(), Vec::new());
    for row in 0..r {
        let line = words
            .next()
            .ok_or(format!("the input ends before row {}", row + 1))?;
        if line.len() != c {
            return Err(format!(
                "row {}: '{}' is not {c} cells",
                row + 1,
                clip(line)
            ));
        }
        for (col, cell) in line.bytes().enumerate() {
            let at = (row + LENGTH) * width + col + LENGTH;
            support[at] = match cell {
                b'#' => 0,
                b'E' => 1,
                b'.' => 2,
                b'O' => {
                    targets.push(at);
                    2
                }
                b'X' => {
                    blocks.push(at);
                    2
                }
                _ => {
                    return Err(format!(
                        "row {}: '{}' is not a cell of # . E O X",
                        row + 1,
                        cell as char
                    ))
                }
            };
        }
    }
    if targets.len() != 1 {
        return Err(format!("a stage holds one O, not {}", targets.len()));
    }
    // Row by row, the X of a lying block follow each other by one cell or by one row.
    let (pose, step) = match blocks.get(1).map(|&b| b - blocks[0]) {
        None => (STAND, 0),
        Some(1) => (ALONG, 1),
        _ => (DOWN, width),
    };
    let cubes = if pose == STAND { 1 } else { LENGTH };
    let lined = blocks
        .iter()
        .enumerate()
        .all(|(i, &b)| b == blocks[0] + i * step);
    if blocks.len() != cubes || !lined {
        return Err(format!(
            "the X must be one cell or {LENGTH} in a line; {} X are not",
            blocks.len()
        ));
    }
    Ok(Plane {
        support,
        width,
        start: blocks[0] * 4 + pose,
        target: targets[0],
    })
}

/// For each pose, the four rolls (right, left, down, up): how the top-left cell moves and the
/// pose after.
fn rolls(width: usize) -> [[(isize, usize); 4]; 3] {
    let (w, l) = (width as isize, LENGTH as isize);
    [
        [(1, ALONG), (-l, ALONG), (w, DOWN), (-l * w, DOWN)],
        [(l, STAND), (-1, STAND), (w, ALONG), (-w, ALONG)],
        [(1, DOWN), (-1, DOWN), (l * w, STAND), (-w, STAND)],
    ]
}

/// Whether the block rests in `pose` from `cell`: standing needs a rigid cell, lying needs
/// no empty cell under its LENGTH cubes.
fn holds(plane: &Plane, cell: usize, pose: usize) -> bool {
    let s = &plane.support;
    match pose {
        STAND => s[cell] == 2,
        ALONG => (0..LENGTH).all(|i| s[cell + i] > 0),
        _ => (0..LENGTH).all(|i| s[cell + i * plane.width] > 0),
    }
}

/// The fewest rolls to stand on the target: breadth-first search by layers. The padding is
/// LENGTH cells deep and every state reached touches the stage, so no roll leaves the array.
fn fewest(plane: &Plane) -> Option<u32> {
    let rolls = rolls(plane.width);
    let goal = plane.target * 4 + STAND;
    let mut seen = vec![false; plane.support.len() * 4];
    seen[plane.start] = true;
    let (mut layer, mut next) = (vec![plane.start], Vec::new());
    let mut depth = 0;
    while !layer.is_empty() {
        if seen[goal] {
            return Some(depth);
        }
        depth += 1;
        for &state in &layer {
            let (cell, pose) = ((state / 4) as isize, state % 4);
            for &(step, to) in &rolls[pose] {
                let cell = (cell + step) as usize;
                if !seen[cell * 4 + to] && holds(plane, cell, to) {
                    seen[cell * 4 + to] = true;
                    next.push(cell * 4 + to);
                }
            }
        }
        layer.clear();
        std::mem::swap(&mut layer, &mut next);
    }
    None
}

/// The whole program: input text to output text.
pub fn solve(input: &str) -> Result<String, String> {
    let mut words = words(input)?;
    let mut out = String::new();
    loop {
        let word = match words.next() {
            // The closing 0 0 may be missing: the input's end after a stage closes it too.
            None if !out.is_empty() => break,
            word => word,
        };
        let (r, c) = (side(word, "R")?, side(words.next(), "C")?);
        if (r, c) == (0, 0) {
            if let Some(extra) = words.next() {
                return Err(format!("'{}' after the closing 0 0", clip(extra)));
            }
            break;
        }
        let stage = plane(&mut words, r, c)?;
        match fewest(&stage) {
            Some(rolls) => out += &format!("{rolls}\n"),
            None => out += "Impossible\n",
        }
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
