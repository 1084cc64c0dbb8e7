// LeetCode 1284 Minimum Number of Flips to Convert Binary Matrix to Zero Matrix:
//         https://leetcode.com/problems/minimum-number-of-flips-to-convert-binary-matrix-to-zero-matrix/
// Input:  `mat: Vec<Vec<i32>>`, m × n cells of 0 or 1, 1 ≤ m, n ≤ 3 (the harness below reads
//         `[[0,0],[0,1]]` from stdin).
// Output: the fewest flips that make every cell 0, or -1.
// Method: flips commute and each undoes itself, so a shortest answer flips a cell at most
//         once: every set of cells is tried, in Gray-code order (one flip a step).
// Cost:   2^(m·n) ≤ 512 sets; timings: docs/benchmarks.md.
// Adapt:  paste everything above the marker line below; FLIP lists the cells one flip
//         toggles, relative to the flipped cell. Proof: docs/bins/leetcode_min_flips.md.

/// The cells one flip toggles, as (row, column) offsets from the flipped cell; offsets that
/// fall off the grid are skipped.
const FLIP: &[(i32, i32)] = &[(0, 0), (-1, 0), (1, 0), (0, -1), (0, 1)];

impl Solution {
    pub fn min_flips(mat: Vec<Vec<i32>>) -> i32 {
        let rows = mat.len();
        let cols = mat.first().map_or(0, Vec::len);
        let mut state = 0u32;
        for (r, row) in mat.iter().enumerate() {
            for (c, &value) in row.iter().enumerate() {
                if value != 0 {
                    state |= 1 << (r * cols + c);
                }
            }
        }
        let masks = flip_masks(rows, cols);
        let mut best = if state == 0 { 0 } else { u32::MAX };
        // Step i flips the cell of i's lowest set bit: the cells flipped so far are then the
        // bits of the Gray code i ^ (i >> 1), and every set of cells comes up once.
        for i in 1..1u32 << masks.len() {
            state ^= masks[i.trailing_zeros() as usize];
            if state == 0 {
                best = best.min((i ^ (i >> 1)).count_ones());
            }
        }
        if best == u32::MAX {
            -1
        } else {
            best as i32
        }
    }
}

/// For each cell of a rows × cols grid (row by row), the bit mask of the cells a flip there
/// toggles.
fn flip_masks(rows: usize, cols: usize) -> Vec<u32> {
    let mut masks = Vec::new();
    for r in 0..rows as i32 {
        for c in 0..cols as i32 {
            let mut mask = 0;
            for &(dr, dc) in FLIP {
                let (row, col) = (r + dr, c + dc);
                if 0 <= row && row < rows as i32 && 0 <= col && col < cols as i32 {
                    mask ^= 1 << (row as usize * cols + col as usize);
                }
            }
            masks.push(mask);
        }
    }
    masks
}

// ---- LeetCode: paste everything above this line ----
// harness: Solution::min_flips(vec![vec![0, 0], vec![0, 1]]) == 3

use std::io::{self, Read, Write};

/// LeetCode defines this; the pasted part above refers to it.
pub struct Solution;

/// LeetCode's limit on each side.
const MOST_SIDE: usize = 3;

/// Reads a matrix written LeetCode's way, `[[0,0],[0,1]]` with whitespace anywhere: 1-3
/// rows of 1-3 cells each, every row as long, each cell 0 or 1.
pub fn parse(input: &str) -> Result<Vec<Vec<i32>>, String> {
    let compact: String = words(input)?.collect();
    let shape = || {
        format!(
            "expected a matrix like [[0,0],[0,1]], got '{}'",
            clip(&compact)
        )
    };
    let inner = compact
        .strip_prefix("[[")
        .and_then(|rest| rest.strip_suffix("]]"))
        .ok_or_else(shape)?;
    let mut mat: Vec<Vec<i32>> = Vec::new();
    for row in inner.split("],[") {
        let mut cells = Vec::new();
        for cell in row.split(',') {
            match cell {
                "0" => cells.push(0),
                "1" => cells.push(1),
                _ => return Err(shape()),
            }
        }
        let ragged = matches!(mat.first(), Some(first) if first.len() != cells.len());
        if cells.len() > MOST_SIDE || ragged {
            return Err(format!(
                "every row has the same 1-{MOST_SIDE} cells, got '{}'",
                clip(&compact)
            ));
        }
        mat.push(cells);
    }
    if mat.len() > MOST_SIDE {
        return Err(format!("{} rows: at most {MOST_SIDE}", mat.len()));
    }
    Ok(mat)
}

/// The whole program: input text to output text.
pub fn solve(input: &str) -> Result<String, String> {
    Ok(format!("{}\n", Solution::min_flips(parse(input)?)))
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
