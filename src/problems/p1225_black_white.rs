//! Luogu P1225 黑白棋游戏 (the black and white game): two 4×4 boards of 8 black and 8 white
//! pieces; print the fewest swaps of two side-by-side pieces from the first to the second,
//! and one shortest sequence (a special judge). Judge bin: `p1225_black_white`.
//!
//! It is P4289 with the path: a swap of a black and a white piece is one toy's step into an
//! empty cell. The oracle of the fewest moves is P4289's breadth-first search
//! ([`crate::toys`]); this module judges the sequence.
//!
//! ```
//! use eight_puzzle::problems::p1225_black_white::judge;
//! use eight_puzzle::toys::parse;
//!
//! let (start, target) = parse("1111 0000 1110 0010\n\n1010 0101 1010 0101").unwrap();
//! assert!(judge(start, target, 4, "4\n1222\n1424\n3242\n4344\n").is_ok());
//! ```

use crate::check::{check_with, integer_word, Judged, Verdict};
use crate::facts::{histogram_line, joined, layers_csv};
use crate::fxhash::FxHashMap;
use crate::mt19937::Mt19937;
use crate::problem::{Ask, Bin, Counted, Limits, Problem, Spec};
use crate::sampling::{draw, draw_in_reach, shuffle, Reach};
use crate::tables::Tables;
use crate::text::clip;
use crate::toys::{self, distances_from, parse, Board};
use crate::wrong::{Attempt, How, Wrong};
use std::collections::{HashMap, VecDeque};

/// The black pieces of a board in the statement (and of the cases `gen` prints).
pub const BLACK: usize = 8;

/// The farthest two boards of 8 black pieces are apart: P4289's measured diameter.
pub const DIAMETER: u32 = toys::DIAMETER[BLACK];

/// Judges `output` for the boards, `fewest` moves apart: the count, then one line per swap
/// of four digits `abcd` (row a, column b and row c, column d, 1-based, sharing a side;
/// spaces between the digits are allowed), which must bring `start` to `target`.
pub fn judge(start: Board, target: Board, fewest: u32, output: &str) -> Judged {
    let mut lines = output.lines().filter(|l| !l.trim().is_empty());
    let first = lines.next().unwrap_or("").trim();
    integer_word(first, i64::from(fewest), "the count: ")?;
    let mut board = start;
    let mut made = 0;
    for line in lines {
        let digits: String = line.split_ascii_whitespace().collect();
        let cell = |r: u8, c: u8| (r - b'1') as u32 * 4 + (c - b'1') as u32;
        // As testlib has it: four digits out of 1-4 are a wrong answer, anything else that
        // is not four digits a presentation error.
        let swap = match *digits.as_bytes() {
            [a, b, c, d] if digits.bytes().all(|x| (b'1'..=b'4').contains(&x)) => {
                (cell(a, b), cell(c, d), a.abs_diff(c) + b.abs_diff(d))
            }
            [_, _, _, _] if digits.bytes().all(|x| x.is_ascii_digit()) => {
                let why = format!("swap {}: {digits} names a cell off the 4×4 board", made + 1);
                return Err(Verdict::WrongAnswer(why));
            }
            _ => {
                let why = format!("swap {}: '{}' is not abcd", made + 1, clip(line));
                return Err(Verdict::PresentationError(why));
            }
        };
        made += 1;
        if swap.2 != 1 {
            let why = format!("swap {made}: {digits} swaps cells that share no side");
            return Err(Verdict::WrongAnswer(why));
        }
        let (x, y) = (board >> swap.0 & 1, board >> swap.1 & 1);
        board ^= (x ^ y) << swap.0 | (x ^ y) << swap.1;
    }
    if made != fewest {
        let why = format!("the count says {fewest} swaps, {made} lines follow");
        return Err(Verdict::PresentationError(why));
    }
    match board == target {
        true => Ok(format!("{fewest} swaps reach the target")),
        false => Err(Verdict::WrongAnswer(format!(
            "the {fewest} swaps end on {}, not the target",
            row_text(board)
        ))),
    }
}

/// A board as its 16 cells, row by row.
fn row_text(board: Board) -> String {
    (0..16)
        .map(|c| char::from(b'0' + (board >> c & 1) as u8))
        .collect()
}

/// A uniformly random board of [`BLACK`] pieces.
fn random_board(rng: &mut Mt19937) -> Board {
    let mut cells: Vec<u32> = (0..16).collect();
    shuffle(&mut cells, rng);
    cells[..BLACK].iter().fold(0, |board, &c| board | 1 << c)
}

/// The textbook: a breadth-first search over boards as strings, each remembering its parent
/// and the swap, then the path walked back.
fn textbook(input: &str) -> Option<String> {
    let (start, target) = parse(input).ok()?;
    let text = |b: Board| row_text(b).into_bytes();
    let (start, target) = (text(start), text(target));
    let mut parent: HashMap<Vec<u8>, (Vec<u8>, String)> = HashMap::new();
    parent.insert(start.clone(), (Vec::new(), String::new()));
    let mut queue = VecDeque::from([start.clone()]);
    while let Some(board) = queue.pop_front() {
        if board == target {
            break;
        }
        for a in 0..16 {
            for b in [a + 1, a + 4] {
                if b >= 16 || (b == a + 1 && a % 4 == 3) || board[a] == board[b] {
                    continue;
                }
                let mut next = board.clone();
                next.swap(a, b);
                if !parent.contains_key(&next) {
                    let name = format!("{}{}{}{}", a / 4 + 1, a % 4 + 1, b / 4 + 1, b % 4 + 1);
                    parent.insert(next.clone(), (board.clone(), name));
                    queue.push_back(next);
                }
            }
        }
    }
    let mut swaps = Vec::new();
    let mut board = target;
    while board != start {
        let (before, name) = parent[&board].clone();
        swaps.push(name);
        board = before;
    }
    swaps.reverse();
    Some(format!(
        "{}\n{}",
        swaps.len(),
        swaps.iter().map(|s| format!("{s}\n")).collect::<String>()
    ))
}

/// The known wrong solutions a data pack must fail ([`crate::wrong`]): models of a search
/// that gives up one swap short of the farthest boards, of one that tests the target only
/// after a swap, and of one that prints each swap's column before its row.
static WRONG: [Wrong; 3] = [
    Wrong {
        name: "depth_limit_one_short",
        source: "the farthest two boards of 8 black pieces are 20 swaps apart (P4289's measured diameter)",
        how: How::Model(|answer| match answer.split_ascii_whitespace().next() {
            Some(count) if count.parse::<u32>().is_ok_and(|n| n >= DIAMETER) => {
                Attempt::Printed(String::new())
            }
            _ => Attempt::Printed(answer.into()),
        }),
    },
    Wrong {
        name: "goal_tested_only_after_a_move",
        source: "the statement: boards that are already alike need 0 swaps",
        how: How::Model(|answer| match answer.trim() {
            "0" => Attempt::Printed("2\n1112\n1112\n".into()),
            _ => Attempt::Printed(answer.into()),
        }),
    },
    Wrong {
        name: "swaps_printed_column_first",
        source: "the statement: a swap is written abcd, row a and column b, then row c and column d",
        how: How::Model(|answer| {
            let lines = answer.lines().enumerate().map(|(i, line)| match line.as_bytes() {
                &[a, b, c, d] if i > 0 => String::from_utf8(vec![b, a, d, c]).unwrap() + "\n",
                _ => format!("{line}\n"),
            });
            Attempt::Printed(lines.collect())
        }),
    },
];

/// The problem, for the registry.
pub struct P1225;

/// The problem, as the registry lists it.
pub const PROBLEM: P1225 = P1225;

/// What the tools, the tests and the bench read of the problem.
static SPEC: Spec = Spec {
    bins: &[Bin::many("p1225_black_white")],
    far_most: DIAMETER,
    uniform_in_range: true,
    bad: &[
        "",
        "1111 0000 1110 0010\n\n1010 0101 1010 0100\n",
        "1111 0000 1110 0010\n\n1010 0101 1010 010\n",
        "1111 0000 1110 0010\n\n1010 0101 1010 0101 0\n",
        "1111 0000 1110 0020\n\n1010 0101 1010 0101\n",
        "1111 0000 1110 0010\n\n1010 0101 1010 010x\n",
    ],
    sizes: &[],
    limits: Limits::usual("not found in the statement or its copies"),
};

impl Problem for P1225 {
    fn spec(&self) -> &'static Spec {
        &SPEC
    }

    fn wrong(&self) -> &'static [Wrong] {
        &WRONG
    }

    fn checker(&self) -> Option<&'static str> {
        Some(include_str!("../checkers/p1225_black_white.rs"))
    }

    fn parses(&self, input: &str) -> Option<bool> {
        Some(parse(input).is_ok())
    }

    fn check(&self, _: &Tables, input: &str, output: &str, answer: Option<&str>) -> Verdict {
        let case = parse(input).map(|(s, t)| (s, t, toys::fewest(s, t)));
        check_with(case, output, answer, |&(s, t, fewest), out| {
            judge(s, t, fewest, out)
        })
    }

    /// A random target of 8 black pieces and the start `k` random swaps from it, each drawn
    /// among the swaps that change the board.
    fn walk(&self, rng: &mut Mt19937, k: u32) -> String {
        let target = random_board(rng);
        let mut start = target;
        for _ in 0..k {
            let next = toys::moves(start);
            start = next[draw(rng, next.len())];
        }
        toys::to_input(start, target)
    }

    /// A random target of 8 black pieces, searched from; a start drawn among the boards at a
    /// distance in `reach`, until a target has any.
    fn far(&self, _: &Tables, rng: &mut Mt19937, reach: Reach) -> Result<String, String> {
        let hi = reach.hi.unwrap_or(DIAMETER).min(DIAMETER);
        // A target with no start far enough is known by its orbit after the first search:
        // at most one search per orbit, not one per draw (seed 2^32 - 1 at k = 20: 3.1 s to 1.1 s).
        let mut eccentricity = FxHashMap::default();
        draw_in_reach(rng, reach, (hi, DIAMETER, 3_000), |rng| {
            let target = random_board(rng);
            let most = *eccentricity
                .entry(toys::orbit(target))
                .or_insert_with(|| toys::eccentricity(target));
            if most < reach.lo {
                return (String::new(), None);
            }
            match toys::draw_start(rng, target, reach.lo, hi) {
                Some((start, d)) => (toys::to_input(start, target), Some(d)),
                None => (String::new(), None),
            }
        })
    }

    /// Two random boards of 8 black pieces.
    fn uniform(&self, rng: &mut Mt19937) -> String {
        let start = random_board(rng);
        toys::to_input(start, random_board(rng))
    }

    fn count(&self, _: &Tables, ask: Ask) -> Result<Counted, String> {
        let csv = ask.facts(self.name())?;
        let first: Board = (1 << BLACK) - 1;
        let layers = crate::distances::histogram(distances_from(first).into_values());
        let boards: usize = layers.iter().sum();
        let mut counted = Counted::default();
        if boards != 12_870 {
            counted
                .disagreements
                .push(format!("{boards} boards reached, C(16, 8) = 12870"));
        }
        counted.text = match csv {
            true => layers_csv("boards", &layers),
            false => format!(
                "P1225 black and white: {boards} boards of 8 black pieces; from the board with the top two rows black, the farthest {} swaps out; per distance: {}\n  layers: {}\n  any two boards are at most {DIAMETER} swaps apart (P4289's measured diameters)\n",
                layers.len() - 1,
                histogram_line(&layers),
                joined(&layers, ", ")
            ),
        };
        Ok(counted)
    }

    fn textbook(&self, input: &str) -> Option<String> {
        textbook(input)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_judge_and_the_textbook() {
        let sample = "1111\n0000\n1110\n0010\n\n1010\n0101\n1010\n0101\n";
        let (s, t) = parse(sample).unwrap();
        assert!(judge(s, t, 4, "4\n1222\n1424\n3242\n4344\n").is_ok());
        assert!(judge(s, t, 4, "4\n1 2 2 2\n1424\n3242\n4344\n").is_ok());
        let code = |out: &str| judge(s, t, 4, out).map_err(|v| v.exit_code());
        assert_eq!(code("5\n1222\n1424\n3242\n4344\n1222\n"), Err(1));
        assert_eq!(code("4\n1222\n1424\n3242\n"), Err(2));
        assert_eq!(code("4\n1222\n1424\n3242\n4334\n"), Err(1));
        assert_eq!(code("4\n1221\n1424\n3242\n4344\n"), Err(1));
        assert_eq!(code("4\n1213\n1424\n3242\n4344\n"), Err(1));
        // A digit off the board is well formed: a wrong answer, as testlib has it.
        assert_eq!(code("4\n1252\n1424\n3242\n4344\n"), Err(1));
        assert_eq!(code("4\n12x2\n1424\n3242\n4344\n"), Err(2));
        let book = textbook(sample).unwrap();
        assert!(judge(s, t, 4, &book).is_ok(), "{book}");
    }

    /// Mode 1 searches once per orbit at most: few orbits, and every board of an orbit as
    /// far from its farthest start (checked on each 500th board and its images).
    #[test]
    fn mode_1_searches_each_orbit_once() {
        let boards: Vec<Board> = (0..1 << 16)
            .filter(|b: &Board| b.count_ones() == 8)
            .collect();
        let keys: Vec<Board> = boards.iter().map(|&b| toys::orbit(b)).collect();
        let orbits: std::collections::BTreeSet<&Board> = keys.iter().collect();
        assert_eq!((boards.len(), orbits.len()), (12_870, 887));
        for (i, &board) in boards.iter().enumerate().step_by(500) {
            let images = (0..boards.len()).filter(|&j| keys[j] == keys[i]);
            let most = toys::eccentricity(board);
            let same = |j: usize| toys::eccentricity(boards[j]) == most;
            assert!(images.take(16).all(same), "{board:016b}");
        }
    }
}
