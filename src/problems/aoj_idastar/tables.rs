//! The two tables written into `aoj_idastar.rs`, generated here:
//! `count --problem aoj_idastar --tables` prints them as the bin holds them, and a test holds
//! the bin's text equal to that output.
//!
//! - `HALVES`: bit 1 of every walking-distance state's distance to the goal's (on 3×3 for
//!   the goal's blank in each line, on 4×4 in the last), found by a
//!   breadth-first search over count tables kept as plain matrices in a hash map, then put in
//!   the order the bin numbers its states (by the blank's line, then the full lines' packed
//!   counts).
//! - `REPEATS`: the strings of blank moves the bin's search skips. A string is skipped when
//!   another string, no longer and earlier in order (shorter, or as long and smaller in turn
//!   order), staying within the rows and columns the first passes, moves every tile the same
//!   way, and no shorter skipped string lies inside it. Found by trying every string of up to
//!   [`REPEAT_MOVES`] moves without a move back on a board wide enough for all of them.

use std::collections::hash_map::Entry;
use std::collections::{HashMap, HashSet, VecDeque};

/// The 64 digits, 6 bits each, the bin writes both tables in (no `/`: a line of digits could
/// otherwise start like a comment).
const DIGITS: &[u8; 64] = b"0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz+_";

/// The longest string of moves `REPEATS` lists.
pub const REPEAT_MOVES: usize = 10;

/// How many digits a line of a written table holds.
const LINE: usize = 92;

/// A walking-distance state: `counts[line][home]` tiles of goal line `home` stand in `line`;
/// and the blank's line.
type WalkState = ([[u8; 4]; 4], usize);

/// The distance of every walking-distance state of an n×n board to the goal's, where line i
/// holds the n tiles of goal line i (n - 1 in line `blank_home`, which holds the blank).
pub fn walking_distances(side: usize, blank_home: usize) -> HashMap<WalkState, u8> {
    let mut goal = [[0u8; 4]; 4];
    for (line, counts) in goal.iter_mut().enumerate().take(side) {
        counts[line] = (side - usize::from(line == blank_home)) as u8;
    }
    let mut distance = HashMap::from([((goal, blank_home), 0u8)]);
    let mut queue = VecDeque::from([(goal, blank_home)]);
    while let Some((counts, blank)) = queue.pop_front() {
        let d = distance[&(counts, blank)];
        // The blank swaps with a tile of the line above or below.
        for from in [blank.wrapping_sub(1), blank + 1] {
            for home in (0..side).filter(|&h| from < side && counts[from][h] > 0) {
                let mut next = counts;
                next[from][home] -= 1;
                next[blank][home] += 1;
                if let Entry::Vacant(slot) = distance.entry((next, from)) {
                    slot.insert(d + 1);
                    queue.push_back((next, from));
                }
            }
        }
    }
    distance
}

/// Where the bin's numbering puts a state: by the blank's line, then each line but the
/// blank's, top down, by its counts packed 3 bits a goal line (the first goal line lowest).
fn numbering_key(state: &WalkState, side: usize) -> Vec<u32> {
    let (counts, blank) = state;
    let packed = |line: &[u8; 4]| (0..side).map(|h| u32::from(line[h]) << (3 * h)).sum();
    let lines = (0..side).filter(|l| l != blank).map(|l| packed(&counts[l]));
    std::iter::once(*blank as u32).chain(lines).collect()
}

/// The bits written six to a digit, the first bit lowest.
fn digits(bits: &[u8]) -> String {
    let digit = |six: &[u8]| six.iter().rev().fold(0, |v, &b| v << 1 | usize::from(b));
    bits.chunks(6)
        .map(|six| char::from(DIGITS[digit(six)]))
        .collect()
}

/// Bit 1 of each state's walking distance, in the bin's numbering, as digits.
pub fn walking_halves(side: usize, blank_home: usize) -> String {
    let distances = walking_distances(side, blank_home);
    let mut states: Vec<_> = distances.iter().collect();
    states.sort_by_cached_key(|(state, _)| numbering_key(state, side));
    let bits: Vec<u8> = states.iter().map(|(_, &d)| d >> 1 & 1).collect();
    digits(&bits)
}

/// What a string of moves does: where each tile it moves ends (its start cell and end cell),
/// and the rows and columns the blank passes (top, bottom, left, right).
type Effect = (Vec<(u16, u16)>, [i32; 4]);

/// A string of turns (0 up, 1 right, 2 down, 3 left) played from the middle of a board wide
/// enough for any [`REPEAT_MOVES`] moves.
fn effect(turns: &[u8]) -> Effect {
    const WIDE: i32 = 2 * REPEAT_MOVES as i32 + 1;
    let mut board: Vec<u16> = (0..(WIDE * WIDE) as u16).collect();
    let (mut row, mut col) = (WIDE / 2, WIDE / 2);
    let mut span = [row, row, col, col];
    for &turn in turns {
        let (r, c) = match turn {
            0 => (row - 1, col),
            1 => (row, col + 1),
            2 => (row + 1, col),
            _ => (row, col - 1),
        };
        board.swap((row * WIDE + col) as usize, (r * WIDE + c) as usize);
        (row, col) = (r, c);
        span = [
            span[0].min(r),
            span[1].max(r),
            span[2].min(c),
            span[3].max(c),
        ];
    }
    let moved = (0..board.len() as u16).filter(|&i| board[usize::from(i)] != i);
    (moved.map(|i| (board[usize::from(i)], i)).collect(), span)
}

/// Every string of at most [`REPEAT_MOVES`] turns without a move back, shortest first and in
/// turn order within a length.
fn strings() -> Vec<Vec<u8>> {
    let mut all = vec![Vec::new()];
    let mut layer = 0..1;
    for _ in 0..REPEAT_MOVES {
        let start = all.len();
        for i in layer {
            for turn in 0..4u8 {
                if all[i].last().map_or(true, |&last| last != (turn + 2) % 4) {
                    let next = [&all[i][..], &[turn]].concat();
                    all.push(next);
                }
            }
        }
        layer = start..all.len();
    }
    all
}

/// The strings the bin skips, as lists of turns, shortest first.
pub fn repeats() -> Vec<Vec<u8>> {
    let strings = strings();
    let effects: Vec<Effect> = strings.iter().map(|s| effect(s)).collect();
    // Each string's moved tiles to the strings before it with the same, and their spans.
    let mut earlier: HashMap<&[(u16, u16)], Vec<[i32; 4]>> = HashMap::new();
    let mut found: Vec<Vec<u8>> = (0..4u8).map(|t| vec![t, (t + 2) % 4]).collect();
    let mut skipped: HashSet<Vec<u8>> = found.iter().cloned().collect();
    for (string, (moved, span)) in strings.iter().zip(&effects) {
        let inside =
            |s: &[i32; 4]| s[0] >= span[0] && s[1] <= span[1] && s[2] >= span[2] && s[3] <= span[3];
        let twin = earlier
            .get(&moved[..])
            .is_some_and(|v| v.iter().any(inside));
        let holds = (2..string.len()).any(|n| string.windows(n).any(|w| skipped.contains(w)));
        if twin && !holds {
            skipped.insert(string.clone());
            found.push(string.clone());
        }
        earlier.entry(moved).or_default().push(*span);
    }
    found.sort_by_key(|s| (s.len(), s.clone()));
    found
}

/// A string of turns as the bin codes it: `1 << 2L | moves`, 2 bits a turn, the first highest.
pub fn repeat_code(turns: &[u8]) -> u32 {
    turns.iter().fold(1, |v, &t| v << 2 | u32::from(t))
}

/// A long string literal as the bin writes it: at most [`LINE`] digits a line, the first
/// line indented, the others at the start of their lines after a `\`.
fn literal(text: &str, indent: &str) -> String {
    let lines: Vec<&str> = text
        .as_bytes()
        .chunks(LINE)
        .map(|c| std::str::from_utf8(c).expect("digits are ASCII"))
        .collect();
    format!("{indent}\"{}\"", lines.join("\\\n"))
}

/// `HALVES` and `REPEATS` exactly as `aoj_idastar.rs` writes them.
pub fn bin_tables() -> String {
    let halves = [(3, 0), (3, 1), (3, 2), (4, 3)]
        .map(|(side, home)| literal(&walking_halves(side, home), "    ") + ",\n");
    let mut codes: Vec<u32> = repeats().iter().map(|s| repeat_code(s)).collect();
    codes.sort_unstable();
    let digit = |v: u32, i: u32| char::from(DIGITS[(v >> (6 * i) & 63) as usize]);
    let repeats: String = codes
        .iter()
        .flat_map(|&v| (0..4).rev().map(move |i| digit(v, i)))
        .collect();
    format!(
        "pub const HALVES: [&str; 4] = [\n{}];\n\nconst REPEATS: &str =\n{};\n",
        halves.concat(),
        literal(&repeats, "    ")
    )
}
