// Luogu P4289 [HAOI2008] 移动玩具: https://www.luogu.com.cn/problem/P4289
// Input:  4 lines of 4 characters 0/1 (the start, 1 = a toy), then 4 more (the target); any
//         whitespace between cells. Both boards must hold the same number of toys.
// Output: the fewest moves, each one toy one cell up, down, left or right into an empty cell.
// Method: the fewest moves equal the cheapest matching of start toys to target toys by
//         Manhattan distance (proof: docs/bins/p4289_moving_toys.md); a DP over subsets of
//         the target's toys finds it, matching the empty cells instead when they are fewer.
// Cost:   at most 2^8 masks, each tried with at most 8 toys, whatever the pair (20 moves
//         at most); timings: docs/benchmarks.md.
// Adapt:  another box: SIDE (at most 5, as the cells are bits of a u32).

use std::io::{self, Read, Write};

/// The board is SIDE x SIDE, its cells numbered row by row.
const SIDE: usize = 4;
const CELLS: usize = SIDE * SIDE;

/// The fewest moves from cell a to cell b for one toy alone: the grid distance.
fn between(a: usize, b: usize) -> u32 {
    ((a / SIDE).abs_diff(b / SIDE) + (a % SIDE).abs_diff(b % SIDE)) as u32
}

/// The cells of `board` that hold a 1, lowest first.
fn cells(board: u32) -> Vec<usize> {
    (0..CELLS).filter(|&c| board >> c & 1 == 1).collect()
}

/// The cheapest matching of the toys of `from` to those of `to` (as many of each), by
/// `between`. `cost[m]`: the cheapest way to match the first popcount(m) toys of `from` to
/// the toys of `to` whose indices are the bits of m.
fn matching(from: u32, to: u32) -> u32 {
    let (sources, targets) = (cells(from), cells(to));
    let k = targets.len();
    let mut cost = vec![u32::MAX; 1 << k];
    cost[0] = 0;
    for m in 0..(1usize << k) - 1 {
        let (here, source) = (cost[m], sources[m.count_ones() as usize]);
        for (j, &t) in targets.iter().enumerate() {
            if m >> j & 1 == 0 {
                let next = &mut cost[m | 1 << j];
                *next = (*next).min(here + between(source, t));
            }
        }
    }
    cost[(1 << k) - 1]
}

/// Reads the 32 cells as two boards, bit c set where cell c holds a toy.
pub fn parse(input: &str) -> Result<(u32, u32), String> {
    let mut boards = [0u32; 2];
    let mut count = 0;
    for word in words(input)? {
        for b in word.bytes() {
            if b != b'0' && b != b'1' {
                return Err(format!("'{}' is not a row of 0s and 1s", clip(word)));
            }
            if count == 2 * CELLS {
                return Err(format!(
                    "more than {} cells: expected two {SIDE}x{SIDE} boards",
                    2 * CELLS
                ));
            }
            boards[count / CELLS] |= u32::from(b - b'0') << (count % CELLS);
            count += 1;
        }
    }
    if count < 2 * CELLS {
        return Err(format!(
            "expected {} cells (two {SIDE}x{SIDE} boards of 0s and 1s), got {count}",
            2 * CELLS
        ));
    }
    let (start, target) = (boards[0], boards[1]);
    if start.count_ones() != target.count_ones() {
        return Err(format!(
            "the start holds {} toys and the target {}: no moves can change the count",
            start.count_ones(),
            target.count_ones()
        ));
    }
    Ok((start, target))
}

/// The whole program: input text to output text.
pub fn solve(input: &str) -> Result<String, String> {
    let (start, target) = parse(input)?;
    // A move also takes an empty cell one step the other way, so the empty cells may be
    // matched instead of the toys: whichever are fewer, at most 8, keeps the DP at 2^8 masks.
    let all = (1u32 << CELLS) - 1;
    let fewest = match start.count_ones() as usize * 2 > CELLS {
        true => matching(start ^ all, target ^ all),
        false => matching(start, target),
    };
    Ok(format!("{fewest}\n"))
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
