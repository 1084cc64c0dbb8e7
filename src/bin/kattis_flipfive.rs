// Kattis flipfive Flip Five: https://open.kattis.com/problems/flipfive
// Input:  P, then P grids of 3 lines of 3 characters, `*` black and `.` white.
// Output: for each grid, the fewest clicks that turn an all-white grid into it, one a line.
// Method: clicks commute and each undoes itself, so a shortest answer clicks a cell at most
//         once: a table over all 2^9 sets of clicked cells, built at compile time, keeps
//         the fewest clicks for each grid they make. Then one lookup a grid.
// Cost:   512 sets, once, while compiling; timings: docs/benchmarks.md.
// Adapt:  FLIP lists the cells one click flips, relative to the clicked cell; a FLIP that
//         leaves some grid unmade does not compile. Proof: docs/bins/kattis_flipfive.md.

use std::io::{self, Read, Write};

/// The cells one flip toggles, as (row, column) offsets from the flipped cell; offsets that
/// fall off the grid are skipped.
const FLIP: &[(i32, i32)] = &[(0, 0), (-1, 0), (1, 0), (0, -1), (0, 1)];

/// `FEWEST[grid]`: the fewest clicks that make `grid` (bit 3 × row + column set for black)
/// from all white.
const FEWEST: [u8; 512] = fewest_clicks();

/// The bit mask of the cells a click on `cell` flips.
const fn click(cell: i32) -> u16 {
    let mut mask = 0;
    let mut k = 0;
    while k < FLIP.len() {
        let (row, col) = (cell / 3 + FLIP[k].0, cell % 3 + FLIP[k].1);
        if 0 <= row && row < 3 && 0 <= col && col < 3 {
            mask ^= 1 << (3 * row + col);
        }
        k += 1;
    }
    mask
}

/// The table: every set of clicked cells, and the grid it makes.
const fn fewest_clicks() -> [u8; 512] {
    let mut fewest = [u8::MAX; 512];
    let mut set = 0u32;
    while set < 512 {
        let mut grid = 0;
        let mut cell = 0;
        while cell < 9 {
            if set >> cell & 1 == 1 {
                grid ^= click(cell);
            }
            cell += 1;
        }
        let clicks = set.count_ones() as u8;
        if clicks < fewest[grid as usize] {
            fewest[grid as usize] = clicks;
        }
        set += 1;
    }
    // Evaluated while compiling, as FEWEST is a constant: a FLIP that leaves a grid unmade
    // stops the build here.
    let mut grid = 0;
    while grid < 512 {
        if fewest[grid] == u8::MAX {
            panic!("FLIP leaves a grid that no clicks make");
        }
        grid += 1;
    }
    fewest
}

/// Reads P and the P grids: rows of three `*` or `.`, whitespace between any two rows.
pub fn parse(input: &str) -> Result<Vec<u16>, String> {
    let mut words = words(input)?;
    let count = words
        .next()
        .ok_or("empty input: expected P, the number of grids")?;
    let p: usize = match count.parse() {
        Ok(p) if p > 0 && !count.starts_with('0') && !count.starts_with('+') => p,
        _ => {
            return Err(format!(
                "P must be a positive integer, got '{}'",
                clip(count)
            ))
        }
    };
    // No capacity from P: a huge P must not allocate before the missing rows are found.
    let mut grids = Vec::new();
    for g in 1..=p {
        let mut grid = 0u16;
        for r in 0..3 {
            let row = words
                .next()
                .ok_or_else(|| format!("grid {g} of {p}: row {} is missing", r + 1))?;
            if row.len() != 3 || !row.bytes().all(|b| b == b'*' || b == b'.') {
                return Err(format!(
                    "grid {g}, row {}: expected three of '*' and '.', got '{}'",
                    r + 1,
                    clip(row)
                ));
            }
            for (c, b) in row.bytes().enumerate() {
                if b == b'*' {
                    grid |= 1 << (3 * r + c);
                }
            }
        }
        grids.push(grid);
    }
    if let Some(extra) = words.next() {
        return Err(format!("'{}' after the {p} grids", clip(extra)));
    }
    Ok(grids)
}

/// The whole program: input text to output text.
pub fn solve(input: &str) -> Result<String, String> {
    let mut out = String::new();
    for grid in parse(input)? {
        out.push_str(&FEWEST[usize::from(grid)].to_string());
        out.push('\n');
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
