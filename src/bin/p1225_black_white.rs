// Luogu P1225 黑白棋游戏: https://www.luogu.com.cn/problem/P1225 (special judge)
// Input:  4 lines of 4 characters 0/1 (the start, 1 = black), then 4 more (the target); any
//         whitespace between cells. Both boards must hold as many black pieces.
// Output: n, the fewest moves (a move swaps two pieces in cells that share a side), then n
//         lines abcd: swap row a, column b with row c, column d (1-based), start to target.
// Method: breadth-first search from the start over boards as bit masks, each board
//         remembering the swap that reached it first; the path is walked back from the
//         target. Any shortest sequence is accepted.
// Cost:   at most C(16, 8) = 12,870 boards of 24 swaps (20 moves at most); timings:
//         docs/benchmarks.md.
// Adapt:  another box: SIDE (5 fits: a byte for each of 2^25 boards, 32 MB).

use std::io::{self, Read, Write};

/// The board is SIDE x SIDE, its cells numbered row by row.
const SIDE: usize = 4;
const CELLS: usize = SIDE * SIDE;

/// Reads the 32 cells as two boards, bit c set where cell c holds a black piece.
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
                    "more than {} cells: expected two boards",
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
            "the start holds {} black pieces and the target {}: swaps keep the count",
            start.count_ones(),
            target.count_ones()
        ));
    }
    Ok((start, target))
}

/// Every pair of cells that share a side, lower cell first: the swaps.
fn swaps() -> Vec<(usize, usize)> {
    let mut pairs = Vec::new();
    for c in 0..CELLS {
        if c % SIDE + 1 < SIDE {
            pairs.push((c, c + 1));
        }
        if c + SIDE < CELLS {
            pairs.push((c, c + SIDE));
        }
    }
    pairs
}

/// The swaps of a shortest sequence from `start` to `target`, in order.
fn shortest(start: u32, target: u32) -> Vec<(usize, usize)> {
    const UNSEEN: u8 = u8::MAX;
    let pairs = swaps();
    // reached[b]: the index of the swap that first reached board b (the start: any).
    let mut reached = vec![UNSEEN; 1 << CELLS];
    reached[start as usize] = 0;
    let mut queue = vec![start];
    let mut head = 0;
    while head < queue.len() && reached[target as usize] == UNSEEN {
        let board = queue[head];
        head += 1;
        for (i, &(a, b)) in pairs.iter().enumerate() {
            // Swapping two pieces of one colour changes nothing.
            if (board >> a ^ board >> b) & 1 == 1 {
                let next = board ^ (1 << a | 1 << b);
                if reached[next as usize] == UNSEEN {
                    reached[next as usize] = i as u8;
                    queue.push(next);
                }
            }
        }
    }
    let mut path = Vec::new();
    let mut board = target;
    while board != start {
        let (a, b) = pairs[reached[board as usize] as usize];
        path.push((a, b));
        board ^= 1 << a | 1 << b;
    }
    path.reverse();
    path
}

/// The whole program: input text to output text.
pub fn solve(input: &str) -> Result<String, String> {
    let (start, target) = parse(input)?;
    let path = shortest(start, target);
    let mut out = format!("{}\n", path.len());
    for (a, b) in path {
        let (ra, ca, rb, cb) = (a / SIDE + 1, a % SIDE + 1, b / SIDE + 1, b % SIDE + 1);
        out.push_str(&format!("{ra}{ca}{rb}{cb}\n"));
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
