// LeetCode 773 Sliding Puzzle: https://leetcode.com/problems/sliding-puzzle/
// Input:  `board: Vec<Vec<i32>>`, 2×3, tiles 1-5 and 0 the blank (the harness below reads
//         `[[4,1,2],[5,0,3]]` from stdin).
// Output: the fewest moves to `[[1,2,3],[4,5,0]]`, or -1.
// Method: inversion-parity test, then BFS over the Lehmer ranks of the 720 boards.
// Cost:   at most 360 boards; timings: docs/benchmarks.md.
// Adapt:  paste everything above the marker line below; GOAL may be any arrangement.
//         Proof: docs/bins/leetcode_sliding_puzzle.md.

/// The goal in reading order, 0 the blank: any arrangement of 0-5.
const GOAL: [u8; 6] = [1, 2, 3, 4, 5, 0];

impl Solution {
    pub fn sliding_puzzle(board: Vec<Vec<i32>>) -> i32 {
        let mut start = [0u8; 6];
        for (cell, &tile) in start.iter_mut().zip(board.iter().flatten()) {
            *cell = tile as u8;
        }
        // Width 3: no move changes the parity of the inversions.
        if inversions6(&start) % 2 != inversions6(&GOAL) % 2 {
            return -1;
        }
        let goal = rank6(&GOAL);
        let mut distance = [u8::MAX; 720];
        distance[rank6(&start)] = 0;
        let mut queue = vec![start];
        let mut head = 0;
        while head < queue.len() {
            let board = queue[head];
            head += 1;
            let d = distance[rank6(&board)];
            if rank6(&board) == goal {
                return i32::from(d);
            }
            let blank = board.iter().position(|&t| t == 0).unwrap_or(0);
            for &to in &NEIGHBOURS6[blank] {
                if to < 6 {
                    let mut next = board;
                    next.swap(blank, to);
                    let slot = &mut distance[rank6(&next)];
                    if *slot == u8::MAX {
                        *slot = d + 1;
                        queue.push(next);
                    }
                }
            }
        }
        -1
    }
}

/// The cells next to each cell of the 2×3 board, cell = 3 × row + column; 6 marks no cell.
const NEIGHBOURS6: [[usize; 3]; 6] = [
    [1, 3, 6],
    [0, 2, 4],
    [1, 5, 6],
    [0, 4, 6],
    [1, 3, 5],
    [2, 4, 6],
];

/// The rank of a board among the 720 arrangements of 0-5: its Lehmer code.
fn rank6(board: &[u8; 6]) -> usize {
    const FACTORIAL: [usize; 6] = [1, 1, 2, 6, 24, 120];
    let mut unused = 0x3Fu32;
    let mut rank = 0;
    for (i, &tile) in board.iter().enumerate() {
        let below = (unused & ((1 << tile) - 1)).count_ones() as usize;
        rank += below * FACTORIAL[5 - i];
        unused &= !(1 << tile);
    }
    rank
}

/// The pairs of tiles (the blank left out) that stand out of order.
fn inversions6(board: &[u8; 6]) -> u32 {
    let tiles: Vec<u8> = board.iter().copied().filter(|&t| t != 0).collect();
    let mut count = 0;
    for (i, &a) in tiles.iter().enumerate() {
        count += tiles[i + 1..].iter().filter(|&&b| b < a).count() as u32;
    }
    count
}

// ---- LeetCode: paste everything above this line ----
// harness: Solution::sliding_puzzle(vec![vec![4, 1, 2], vec![5, 0, 3]]) == 5

use std::io::{self, Read, Write};

/// LeetCode defines this; the pasted part above refers to it.
pub struct Solution;

/// Reads a board written LeetCode's way, `[[a,b,c],[d,e,f]]` with whitespace anywhere, the
/// numbers 0-5 once each.
pub fn parse(input: &str) -> Result<Vec<Vec<i32>>, String> {
    let compact: String = words(input)?.collect();
    let shape = || {
        format!(
            "expected a board like [[4,1,2],[5,0,3]], got '{}'",
            clip(&compact)
        )
    };
    let inner = compact
        .strip_prefix("[[")
        .and_then(|rest| rest.strip_suffix("]]"))
        .ok_or_else(shape)?;
    let mut board = Vec::new();
    let mut seen = [false; 6];
    for row in inner.split("],[") {
        let mut cells = Vec::new();
        for number in row.split(',') {
            match number.as_bytes() {
                [digit @ b'0'..=b'5'] => cells.push(i32::from(digit - b'0')),
                _ => return Err(shape()),
            }
        }
        if cells.len() != 3 {
            return Err(shape());
        }
        for &cell in &cells {
            if seen[cell as usize] {
                return Err(format!("{cell} appears twice"));
            }
            seen[cell as usize] = true;
        }
        board.push(cells);
    }
    if board.len() != 2 {
        return Err(shape());
    }
    Ok(board)
}

/// The whole program: input text to output text.
pub fn solve(input: &str) -> Result<String, String> {
    Ok(format!("{}\n", Solution::sliding_puzzle(parse(input)?)))
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
