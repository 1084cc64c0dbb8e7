//! AcWing 179 八数码: nine tokens `1`–`8` and `x` in, the moves of the `x` (`u`, `d`, `l`,
//! `r`) that reach `1 2 3 / 4 5 6 / 7 8 x` in the fewest moves out, or `unsolvable`. Any
//! shortest path is right, so the judge replays the output. Judge bin: `acwing_astar`.
//!
//! ```
//! use eight_puzzle::problems::acwing_astar::{parse, slide, GOAL};
//!
//! let board = parse("1 2 3 4 5 6 7 x 8").unwrap();
//! assert_eq!(slide(&board, 'r'), Some(GOAL));
//! ```

use crate::board::Board;
use crate::check::{check_with, Judged, Verdict};
use crate::mt19937::Mt19937;
use crate::problem::{Ask, Bin, Counted, Limits, Problem, Spec};
use crate::sampling::Reach;
use crate::tables::Tables;
use crate::text::{clip, plural};
use crate::wrong::{Attempt, How, Wrong};
use crate::x_board;
pub use crate::x_board::{facts, format, parse, spell, Truth, GOAL};

/// Moves the `x` one cell by its letter `u`, `d`, `l` or `r`; `None` if the letter is
/// another or the `x` would leave the board.
pub fn slide(board: &Board, letter: char) -> Option<Board> {
    let p = board.blank();
    let (row, col) = (p / 3, p % 3);
    let q = match letter {
        'u' if row > 0 => p - 3,
        'd' if row < 2 => p + 3,
        'l' if col > 0 => p - 1,
        'r' if col < 2 => p + 1,
        _ => return None,
    };
    Some(board.moved(q))
}

/// A parsed input with its true distance (`None`: unsolvable).
pub struct Case {
    pub start: Board,
    pub fewest: Option<u32>,
}

/// Judges an output: `unsolvable` exactly when the oracle says so, else a path of the `x`
/// that stays on the board, ends at the goal and is as short as the oracle's distance.
pub fn judge(case: &Case, output: &str) -> Judged {
    let line = single_line(output)?;
    if line == "unsolvable" {
        return match case.fewest {
            None => Ok("unsolvable".into()),
            Some(d) => Err(Verdict::WrongAnswer(format!(
                "unsolvable printed, but {d} moves solve it"
            ))),
        };
    }
    if let Some(bad) = line.chars().find(|c| !"udlr".contains(*c)) {
        return Err(Verdict::PresentationError(format!(
            "'{bad}' in {:?}: expected letters u, d, l, r or the word unsolvable",
            clip(line)
        )));
    }
    let Some(fewest) = case.fewest else {
        return Err(Verdict::WrongAnswer(
            "the grid is unsolvable, got a move string".into(),
        ));
    };
    let moves = replay(case.start, line)?;
    if moves != fewest {
        return Err(Verdict::WrongAnswer(format!(
            "{} expected, got {moves}",
            plural(fewest, "move")
        )));
    }
    Ok(format!("{}, optimal", plural(moves, "move")))
}

/// The output's one line, trimmed; blank lines around it are allowed, and an output with
/// no line at all is the empty move string (a judge that ignores trailing whitespace reads
/// it so).
fn single_line(output: &str) -> Result<&str, Verdict> {
    let mut lines = output.lines().filter(|line| !line.trim().is_empty());
    let line = lines.next().unwrap_or("");
    if lines.next().is_some() {
        return Err(Verdict::PresentationError(
            "more than one line of output".into(),
        ));
    }
    Ok(line.trim())
}

/// Plays the moves from `start`; their count if they stay on the board and end at the goal.
fn replay(start: Board, moves: &str) -> Result<u32, Verdict> {
    let mut board = start;
    for (i, letter) in moves.chars().enumerate() {
        board = slide(&board, letter).ok_or_else(|| {
            Verdict::WrongAnswer(format!("move {} '{letter}' leaves the board", i + 1))
        })?;
    }
    if board != GOAL {
        let compact = spell(&board).replace(' ', "");
        return Err(Verdict::WrongAnswer(format!("ends at {compact}")));
    }
    Ok(moves.len() as u32)
}

/// A wrong solution: the lecture A* of AcWing 179 (in the seed) without its reopening. A heap
/// ordered by (moves + h, the board as text), stopped when the goal leaves it. Its h counts
/// the `x` too (the `x` adds its own distance to its goal cell), so h can overestimate; the
/// lecture stays shortest because it reopens a board reached again in fewer moves. Here a
/// board keeps the moves of its first visit, and some paths come out longer. `None` for a
/// board it never reaches.
pub fn astar_without_reopening(start: Board) -> Option<String> {
    use std::cmp::Reverse;
    use std::collections::hash_map::Entry;
    use std::collections::{BinaryHeap, HashMap};
    let h = |b: &Board| -> u32 {
        let at = |i: usize, t: usize| (i / 3).abs_diff(t / 3) + (i % 3).abs_diff(t % 3);
        let cells = (0..9).map(|i| at(i, (b.0[i] as usize + 8) % 9) as u32);
        cells.sum()
    };
    let text = |b: &Board| spell(b).replace(' ', "");
    let mut best: HashMap<Board, (u32, Option<(Board, char)>)> =
        HashMap::from([(start, (0, None))]);
    let mut heap = BinaryHeap::from([Reverse((h(&start), text(&start), start))]);
    while let Some(Reverse((_, _, board))) = heap.pop() {
        if board == GOAL {
            break;
        }
        let g = best[&board].0;
        for letter in ['u', 'r', 'd', 'l'] {
            let Some(next) = slide(&board, letter) else {
                continue;
            };
            if let Entry::Vacant(slot) = best.entry(next) {
                slot.insert((g + 1, Some((board, letter))));
                heap.push(Reverse((g + 1 + h(&next), text(&next), next)));
            }
        }
    }
    let mut path = Vec::new();
    let mut at = GOAL;
    while at != start {
        let (before, letter) = best.get(&at)?.1?;
        path.push(letter);
        at = before;
    }
    Some(path.iter().rev().collect())
}

/// The known wrong solutions a data pack must fail ([`crate::wrong`]).
static WRONG: [Wrong; 4] = [
    Wrong {
        name: "astar_without_reopening",
        source: "the seed (AcWing 179's lecture A*): its h counts the x, and only reopening boards keeps its paths shortest",
        how: How::Program(|_, input| {
            let way = parse(input).ok().and_then(astar_without_reopening);
            Attempt::Printed(way.unwrap_or_else(|| "unsolvable".into()) + "\n")
        }),
    },
    Wrong::no_unsolvable_test(
        "unsolvable",
        "the seed (AcWing 179): a board whose tiles have an odd number of inversions cannot be solved; without that test the A* runs out of boards and follows a path that does not exist",
    ),
    Wrong {
        name: "depth_limit_one_short",
        source: "the farthest board is 31 moves from the goal",
        how: How::Model(|answer| match answer.trim().len() >= 31 {
            true => Attempt::Printed("unsolvable\n".into()),
            false => Attempt::Printed(answer.into()),
        }),
    },
    Wrong {
        name: "goal_tested_only_after_a_move",
        source: "the statement: a board that is already the goal needs no move (an empty line)",
        how: How::Model(|answer| match answer.trim().is_empty() {
            true => Attempt::Printed("ud\n".into()),
            false => Attempt::Printed(answer.into()),
        }),
    },
];

/// The problem, for the registry.
pub struct Acwing;

/// The problem, as the registry lists it.
pub const PROBLEM: Acwing = Acwing;

/// What the tools, the tests and the bench read of the problem.
static SPEC: Spec = Spec {
    bins: &[Bin::many("acwing_astar")],
    far_most: 31,
    uniform_in_range: true,
    bad: &[
        "",
        "1 2 3 4 5 6 7 8\n",
        "1 2 3 4 5 6 7 8 x 1\n",
        "0 1 2 3 4 5 6 7 8\n",
        "1 1 3 4 5 6 7 8 x\n",
        "1 2 3 4 5 6 7 x x\n",
        "1 2 3 4 5 6 7 8 y\n",
        "12345678x\n",
        "1 2 3 4 5 6 7 8 9\n",
    ],
    sizes: &[],
    limits: Limits::stated(1000, 64, "AcWing's statement, as a public copy of it reads"),
};

impl Problem for Acwing {
    fn spec(&self) -> &'static Spec {
        &SPEC
    }

    fn wrong(&self) -> &'static [Wrong] {
        &WRONG
    }

    fn checker(&self) -> Option<&'static str> {
        Some(include_str!("../checkers/acwing_astar.rs"))
    }

    fn parses(&self, input: &str) -> Option<bool> {
        Some(parse(input).is_ok())
    }

    fn check(&self, tables: &Tables, input: &str, output: &str, answer: Option<&str>) -> Verdict {
        let case = parse(input).map(|start| Case {
            start,
            fewest: tables.get::<Truth>().get(&start),
        });
        check_with(case, output, answer, judge)
    }

    fn walk(&self, rng: &mut Mt19937, k: u32) -> String {
        x_board::walk_case(rng, k)
    }

    fn uniform(&self, rng: &mut Mt19937) -> String {
        x_board::uniform_case(rng)
    }

    fn far(&self, tables: &Tables, rng: &mut Mt19937, reach: Reach) -> Result<String, String> {
        x_board::far_case(tables, self.name(), rng, reach)
    }

    fn count(&self, tables: &Tables, ask: Ask) -> Result<Counted, String> {
        let title = "AcWing 179 (goal 1 2 3 / 4 5 6 / 7 8 x), breadth-first search from the goal:";
        Ok(x_board::counted(tables, ask.facts(self.name())?, title))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn formats_round_trip_and_bad_grids_are_refused() {
        let board = parse("2 3 4\n1 5 X\n7 6 8").unwrap();
        assert_eq!(format(&board), "2 3 4 1 5 x 7 6 8\n");
        assert_eq!(parse(&spell(&board)), Ok(board));
        let bad = [
            "1 2 3 4 5 6 7 8",
            "1 2 3 4 5 6 7 8 x x",
            "0 1 2 3 4 5 6 7 8",
        ];
        for text in bad {
            assert!(parse(text).is_err(), "{text:?}");
        }
    }

    #[test]
    fn slide_stays_on_the_board() {
        assert!(slide(&GOAL, 'd').is_none() && slide(&GOAL, 'r').is_none());
        assert_eq!(slide(&GOAL, 'u').unwrap().to_string(), "123450786");
        assert!(slide(&GOAL, 'q').is_none());
    }

    #[test]
    fn the_goal_reaches_half_the_boards_the_farthest_31_moves_out() {
        let truth = Tables::new().get::<Truth>();
        for board in Board::all() {
            let same = board.tile_parity() == GOAL.tile_parity();
            assert_eq!(truth.get(&board).is_some(), same, "{board}");
        }
        assert_eq!(truth.len(), 181_440);
        assert_eq!((truth.max_distance(), truth.at_least(31).len()), (31, 2));
    }

    #[test]
    fn verdicts() {
        let tables = Tables::new();
        let check = |input: &str, out: &str| Acwing.check(&tables, input, out, None);
        let sample = "2 3 4 1 5 x 7 6 8";
        assert!(check(sample, "ullddrurdllurdruldr\n").is_accepted());
        let solved = Verdict::Accepted("0 moves, optimal".into());
        assert_eq!(check("1 2 3 4 5 6 7 8 x", "\n"), solved);
        let one = Verdict::Accepted("1 move, optimal".into());
        assert_eq!(check("1 2 3 4 5 6 7 x 8", "r"), one);
        let off = Verdict::WrongAnswer("move 1 'r' leaves the board".into());
        assert_eq!(check(sample, "r\n"), off);
        let ends = Verdict::WrongAnswer("ends at 23x154768".into());
        assert_eq!(check(sample, "u\n"), ends);
        let longer = Verdict::WrongAnswer("19 moves expected, got 21".into());
        assert_eq!(check(sample, "ullddrurdllurdruldrlr\n"), longer);
        assert_eq!(check(sample, "unsolvable\n").exit_code(), 1);
        assert_eq!(check("1 2 3 4 5 6 8 7 x", "unsolvable\n").exit_code(), 0);
        assert_eq!(check("1 2 3 4 5 6 8 7 x", "\n").exit_code(), 1);
        // No line at all is the empty move string: right only for the solved grid.
        let empty = Verdict::WrongAnswer("ends at 23415x768".into());
        assert_eq!(check(sample, ""), empty);
        assert!(check("1 2 3 4 5 6 7 8 x", "").is_accepted());
        assert!(check(sample, "\u{FEFF}\nullddrurdllurdruldr\n\n").is_accepted());
        assert_eq!(check(sample, "hello\n").exit_code(), 2);
        assert_eq!(check(sample, "ullddrurdllurdruldr\nu\n").exit_code(), 2);
        assert_eq!(check("1 2 3", "\n").exit_code(), 3);
    }
}
