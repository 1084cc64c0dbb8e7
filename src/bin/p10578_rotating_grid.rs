// Luogu P10578 [蓝桥杯 2024 国 A] 旋转九宫格: https://www.luogu.com.cn/problem/P10578
// Input:  T, then T grids of 9 integers (3 lines of 3), each a permutation of 1-9.
// Output: T lines: the fewest moves from each grid to GOAL, a move turning any 2x2 block
//         clockwise (GOAL can always be reached: docs page).
// Method: one breadth-first search from GOAL over all 9! grids with the moves reversed
//         (counter-clockwise), a byte per grid, stopped once every queried grid is reached;
//         then each query is a lookup.
// Cost:   9! = 362,880 grids once (the farthest 15 moves out), then O(9) per query;
//         timings: docs/benchmarks.md.
// Adapt:  another goal: GOAL (any arrangement of 1-9). Proofs and facts:
//         docs/bins/p10578_rotating_grid.md.

use std::io::{self, Read, Write};

/// The grid every query is solved into, row by row: any arrangement of 1-9.
const GOAL: [u8; 9] = [1, 2, 3, 4, 5, 6, 7, 8, 9];

/// 9!: the grids, each a permutation of the nine numbers.
const GRIDS: usize = 362_880;
const UNSEEN: u8 = u8::MAX;
/// A grid of the input not reached yet.
const WANTED: u8 = u8::MAX - 1;

/// GOAL must hold each of 1-9 once, or no grid of the input could reach it.
const _: () = {
    let mut seen = 0u32;
    let mut i = 0;
    while i < 9 {
        assert!(GOAL[i] >= 1 && GOAL[i] <= 9, "GOAL holds the numbers 1-9");
        seen |= 1 << GOAL[i];
        i += 1;
    }
    assert!(seen == 0x3FE, "GOAL holds each of 1-9 once");
};

/// The cells of each 2x2 block, clockwise from its top-left: a clockwise turn moves each
/// one's content to the next.
const BLOCKS: [[usize; 4]; 4] = [[0, 1, 4, 3], [1, 2, 5, 4], [3, 4, 7, 6], [4, 5, 8, 7]];

/// A grid is indexed in two parts, so that a turn is two table lookups instead of a new
/// rank: where values 0-4 stand (one of 9*8*7*6*5 placements), and the order of values 5-8
/// in the other four cells, read in cell order (one of 4!). Index = placement * 24 + order.
const PLACEMENTS: usize = 15_120;

/// The Lehmer rank of `items` (distinct, each below n <= 9) among the arrangements of
/// `items.len()` of 0..n: digit i is item i's rank among the numbers not yet used.
fn lehmer(items: &[usize], n: usize) -> usize {
    let (mut rank, mut used) = (0, 0u32);
    for (i, &x) in items.iter().enumerate() {
        rank = rank * (n - i) + x - (used & ((1 << x) - 1)).count_ones() as usize;
        used |= 1 << x;
    }
    rank
}

/// The index of a grid (cell i holds value `grid[i]`, 0-8).
fn index(grid: &[u8; 9]) -> usize {
    let (mut cells, mut rest, mut k) = ([0; 5], [0; 4], 0);
    for (c, &v) in grid.iter().enumerate() {
        match v {
            0..=4 => cells[v as usize] = c,
            _ => {
                rest[k] = v as usize - 5;
                k += 1;
            }
        }
    }
    lehmer(&cells, 9) * 24 + lehmer(&rest, 4)
}

/// The first `N` numbers of arrangement `rank` of `N` of 0..n (digit i's radix n - i): the
/// inverse of `lehmer`.
fn arrangement<const N: usize>(mut rank: usize, n: usize) -> [usize; N] {
    let mut digits = [0; N];
    for i in (0..N).rev() {
        digits[i] = rank % (n - i);
        rank /= n - i;
    }
    let mut used = 0u32;
    digits.map(|d| {
        // The d-th number not used yet.
        let x = (0..n).filter(|x| used >> x & 1 == 0).nth(d).unwrap_or(0);
        used |= 1 << x;
        x
    })
}

/// `step[4p + m]`: a counter-clockwise turn of block m, the reverse of a move, takes a grid
/// of placement p to placement `.0` and its order o to `reorder[.1][o]`.
fn turn_tables() -> (Vec<(u16, u8)>, [[u8; 24]; 24]) {
    let mut goes = [[0, 1, 2, 3, 4, 5, 6, 7, 8]; 4];
    for (m, block) in BLOCKS.iter().enumerate() {
        for k in 0..4 {
            goes[m][block[(k + 1) % 4]] = block[k];
        }
    }
    let mut step = Vec::with_capacity(4 * PLACEMENTS);
    for p in 0..PLACEMENTS {
        let cells: [usize; 5] = arrangement(p, 9);
        let used = cells.iter().fold(0u32, |u, &c| u | 1 << c);
        for go in &goes {
            // Where the four other cells' contents land, ranked in cell order.
            let mut to = [0; 4];
            for (k, c) in (0..9).filter(|c| used >> c & 1 == 0).enumerate() {
                to[k] = go[c];
            }
            let at = to.map(|x| to.iter().filter(|&&y| y < x).count());
            step.push((
                lehmer(&cells.map(|c| go[c]), 9) as u16,
                lehmer(&at, 4) as u8,
            ));
        }
    }
    let mut reorder = [[0; 24]; 24];
    for (s, row) in reorder.iter_mut().enumerate() {
        let at: [usize; 4] = arrangement(s, 4);
        for (o, slot) in row.iter_mut().enumerate() {
            let order: [usize; 4] = arrangement(o, 4);
            let mut moved = [0; 4];
            for j in 0..4 {
                moved[at[j]] = order[j];
            }
            *slot = lehmer(&moved, 4) as u8;
        }
    }
    (step, reorder)
}

/// The fewest clockwise turns to GOAL of every grid found before the last of `wanted`
/// (indices), by index: a breadth-first search from GOAL with the turns reversed, which
/// stops once every wanted grid is reached (all are: the turns generate every arrangement).
fn distances(wanted: &[usize]) -> Vec<u8> {
    let (step, reorder) = turn_tables();
    let mut fewest = vec![UNSEEN; GRIDS];
    let mut pending = 0;
    for &i in wanted {
        pending += usize::from(fewest[i] == UNSEEN);
        fewest[i] = WANTED;
    }
    let goal = index(&GOAL.map(|v| v - 1));
    pending -= usize::from(fewest[goal] == WANTED);
    fewest[goal] = 0;
    let mut queue = vec![goal as u32];
    let mut head = 0;
    while head < queue.len() && pending > 0 {
        let i = queue[head] as usize;
        head += 1;
        let (p, o, next) = (i / 24, i % 24, fewest[i] + 1);
        for &(to, s) in &step[4 * p..4 * p + 4] {
            let j = to as usize * 24 + reorder[s as usize][o] as usize;
            if fewest[j] >= WANTED {
                pending -= usize::from(fewest[j] == WANTED);
                fewest[j] = next;
                queue.push(j as u32);
            }
        }
    }
    fewest
}

/// Reads T and the T grids, row by row, with 1-9 stored as 0-8.
pub fn parse(input: &str) -> Result<Vec<[u8; 9]>, String> {
    let mut words = words(input)?;
    let t = words
        .next()
        .ok_or("empty input: expected T, then T grids")?;
    let t: usize = t
        .parse()
        .map_err(|_| format!("T must be a count of grids, not '{}'", clip(t)))?;
    let mut grids = Vec::new();
    let mut grid = [0; 9];
    let (mut cells, mut seen) = (0, 0u32);
    for word in words {
        let v: u32 = match word.parse() {
            Ok(v @ 1..=9) => v,
            _ => return Err(format!("'{}' is not a number 1-9", clip(word))),
        };
        if seen >> v & 1 == 1 {
            return Err(format!("grid {}: {v} twice", grids.len() + 1));
        }
        seen |= 1 << v;
        grid[cells] = v as u8 - 1;
        cells += 1;
        if cells == 9 {
            if grids.len() == t {
                return Err(format!("more than T = {t} grids"));
            }
            grids.push(grid);
            (cells, seen) = (0, 0);
        }
    }
    if grids.len() < t || cells > 0 {
        let got = 9 * grids.len() + cells;
        return Err(format!(
            "expected 9 numbers for each of T = {t} grids, got {got}"
        ));
    }
    Ok(grids)
}

/// The whole program: input text to output text.
pub fn solve(input: &str) -> Result<String, String> {
    let wanted: Vec<usize> = parse(input)?.iter().map(index).collect();
    let fewest = distances(&wanted);
    let mut out = String::with_capacity(3 * wanted.len());
    for i in wanted {
        // At most 15 moves (docs page): one or two digits.
        let d = fewest[i];
        if d >= 10 {
            out.push(char::from(b'0' + d / 10));
        }
        out.push(char::from(b'0' + d % 10));
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
