//! Luogu P2578 [ZJOI2005] 九数码游戏 (nine digits): a 3×3 board of 0..=8; op 1 turns the
//! outer ring one place clockwise, op 2 the middle row one place right. The fewest moves to
//! `0 1 2 / 3 4 5 / 6 7 8` and the boards on the way. Judge bin: `p2578_nine_digits`.
//!
//! Written apart from the bin (a bidirectional search over Cantor ranks with moves as cell
//! maps): the moves are cycles of cells, and one breadth-first search from the goal, undoing
//! moves, fills a hash map of every board's distance. The judge accepts any shortest
//! sequence, as Luogu's special judge does.
//!
//! ```
//! use eight_puzzle::problems::p2578_nine_digits::{parse, Distances};
//! use eight_puzzle::tables::Tables;
//!
//! let table = Tables::new().get::<Distances>();
//! assert_eq!(table.get(&parse("2 3 0\n1 8 7\n5 4 6").unwrap()), 4);
//! ```

use crate::check::{check_with, integer_word, Judged, Verdict};
use crate::distances::histogram;
use crate::facts::TableFacts;
use crate::fxhash::FxHashMap;
use crate::mt19937::Mt19937;
use crate::problem::{Ask, Bin, Counted, Limits, Problem, Spec};
use crate::sampling::{draw, none_that_far, pick, shuffle, Reach};
use crate::tables::{Table, Tables};
use crate::text::{clip, words};
use crate::wrong::{Attempt, How, Wrong};
use std::collections::VecDeque;

/// A board in reading order.
pub type Board = [u8; 9];

/// The goal.
pub const GOAL: Board = [0, 1, 2, 3, 4, 5, 6, 7, 8];

/// Each move as a cycle of cells: the digit in each listed cell goes to the next one, the
/// last to the first. Op 1 is the outer ring clockwise from the top-left; op 2 the middle
/// row, left to right.
const CYCLES: [&[usize]; 2] = [&[0, 1, 2, 5, 8, 7, 6, 3], &[3, 4, 5]];

/// The statement's facts: every board reaches the goal, the farthest in 32 moves.
pub const BOARDS: usize = 362_880;
pub const FARTHEST: u32 = 32;

/// Op `op` (0 for op 1) played on `board`.
pub fn apply(board: &Board, op: usize) -> Board {
    let cycle = CYCLES[op];
    let mut next = *board;
    for (i, &cell) in cycle.iter().enumerate() {
        next[cycle[(i + 1) % cycle.len()]] = board[cell];
    }
    next
}

/// The board that op `op` takes to `board`.
pub fn undo(board: &Board, op: usize) -> Board {
    let cycle = CYCLES[op];
    let mut before = *board;
    for (i, &cell) in cycle.iter().enumerate() {
        before[cell] = board[cycle[(i + 1) % cycle.len()]];
    }
    before
}

/// Parses 9 numbers, each of 0..=8 once.
pub fn parse(text: &str) -> Result<Board, String> {
    let numbers = words(text)?
        .map(|w| match w.parse::<u8>() {
            Ok(v @ 0..=8) => Ok(v),
            _ => Err(format!("'{}' is not one of 0-8", clip(w))),
        })
        .collect::<Result<Vec<u8>, _>>()?;
    let mut sorted = numbers.clone();
    sorted.sort_unstable();
    match sorted == GOAL {
        true => Ok(numbers.try_into().expect("nine numbers")),
        false => Err(format!(
            "expected 0-8 once each, got {} numbers",
            numbers.len()
        )),
    }
}

/// Every board's fewest moves to the goal.
pub struct Distances(FxHashMap<Board, u8>);

impl Table for Distances {
    fn build(_: &Tables) -> Distances {
        let mut distance = FxHashMap::default();
        distance.insert(GOAL, 0u8);
        let mut queue = VecDeque::from([GOAL]);
        while let Some(board) = queue.pop_front() {
            let d = distance[&board];
            for op in 0..2 {
                let before = undo(&board, op);
                distance.entry(before).or_insert_with(|| {
                    queue.push_back(before);
                    d + 1
                });
            }
        }
        Distances(distance)
    }
}

impl Distances {
    /// The fewest moves from `board` to the goal (every board reaches it).
    pub fn get(&self, board: &Board) -> u32 {
        u32::from(self.0[board])
    }

    /// `histogram()[d]` = how many boards lie exactly `d` moves out.
    pub fn histogram(&self) -> Vec<usize> {
        histogram(self.0.values().map(|&d| u32::from(d)))
    }

    /// Every board, sorted, with its distance.
    pub fn sorted(&self) -> Vec<(Board, u32)> {
        let mut all: Vec<(Board, u32)> = self.0.iter().map(|(b, &d)| (*b, d.into())).collect();
        all.sort_unstable();
        all
    }
}

/// The input text of a board: 3 lines of 3 numbers.
pub fn to_input(board: &Board) -> String {
    board
        .chunks(3)
        .map(|row| format!("{} {} {}\n", row[0], row[1], row[2]))
        .collect()
}

/// Judges an output for `start`, `d` moves from the goal: `d`, then `d + 1` boards (27
/// numbers a line break apart or not, as a special judge reads words), the first `start`,
/// the last the goal, each one op 1 or op 2 from the one before.
fn judge(&(start, d): &(Board, u32), output: &str) -> Judged {
    let got: Vec<&str> = output.split_ascii_whitespace().collect();
    let Some(first) = got.first() else {
        return Err(Verdict::PresentationError("empty output".into()));
    };
    integer_word(first, i64::from(d), "")?;
    let want = 9 * (d as usize + 1);
    if got.len() != 1 + want {
        let why = format!(
            "{want} numbers ({} boards) expected after {d}, got {}",
            d + 1,
            got.len() - 1
        );
        return Err(Verdict::PresentationError(why));
    }
    let boards = parse_boards(&got[1..])?;
    if boards[0] != start {
        return Err(Verdict::WrongAnswer(
            "the first board is not the start".into(),
        ));
    }
    if boards[boards.len() - 1] != GOAL {
        return Err(Verdict::WrongAnswer(
            "the last board is not the goal".into(),
        ));
    }
    for (i, pair) in boards.windows(2).enumerate() {
        if (0..2).all(|op| apply(&pair[0], op) != pair[1]) {
            let why = format!("board {} is not one move from board {}", i + 2, i + 1);
            return Err(Verdict::WrongAnswer(why));
        }
    }
    Ok(format!("{d} moves, every board one move from the last"))
}

/// The boards of an output, 9 words each. As testlib has it, a word that is not a number is
/// the contestant's presentation error; numbers that are not 0-8 once each a wrong answer.
fn parse_boards(words: &[&str]) -> Result<Vec<Board>, Verdict> {
    let mut boards = Vec::new();
    for (i, chunk) in words.chunks(9).enumerate() {
        let text = chunk.join(" ");
        if let Some(word) = chunk.iter().find(|w| w.parse::<u64>().is_err()) {
            let why = format!("board {}: '{}' is not a number", i + 1, clip(word));
            return Err(Verdict::PresentationError(why));
        }
        let board = parse(&text).map_err(|why| {
            Verdict::WrongAnswer(format!("board {}: {why}: {}", i + 1, clip(&text)))
        })?;
        boards.push(board);
    }
    Ok(boards)
}

/// A wrong solution: op 1 read as turning the ring anticlockwise. A breadth-first search
/// from `start` over that op and op 2; what it prints (the fewest count under those moves
/// and the boards on the way).
pub fn ring_turned_anticlockwise(start: &Board) -> String {
    let mut from: FxHashMap<Board, Option<Board>> = FxHashMap::default();
    from.insert(*start, None);
    let mut queue = VecDeque::from([*start]);
    while let Some(board) = queue.pop_front() {
        if board == GOAL {
            break;
        }
        for next in [undo(&board, 0), apply(&board, 1)] {
            from.entry(next).or_insert_with(|| {
                queue.push_back(next);
                Some(board)
            });
        }
    }
    let mut boards = vec![GOAL];
    while let Some(&Some(before)) = from.get(boards.last().unwrap()) {
        boards.push(before);
    }
    boards.reverse();
    let shown: Vec<String> = boards.iter().map(to_input).collect();
    format!("{}\n{}", boards.len() - 1, shown.join("\n"))
}

/// The known wrong solutions a data pack must fail ([`crate::wrong`]).
static WRONG: [Wrong; 3] = [
    Wrong {
        name: "ring_turned_anticlockwise",
        source: "the statement: op 1 turns the outer ring clockwise",
        how: How::Program(|_, input| {
            Attempt::Printed(parse(input).map_or(String::new(), |b| ring_turned_anticlockwise(&b)))
        }),
    },
    Wrong::limit_one_short(
        FARTHEST as i64,
        "-1",
        "the statement: every board is at most 32 moves from the goal",
    ),
    Wrong {
        name: "goal_tested_only_after_a_move",
        source: "the statement: a board that is already the goal needs 0 moves",
        how: How::Model(|answer| match answer.split_ascii_whitespace().next() {
            Some("0") => Attempt::Printed(format!("2{}", &answer[1..])),
            _ => Attempt::Printed(answer.into()),
        }),
    },
];

/// The problem, for the registry.
pub struct P2578;

/// The problem, as the registry lists it.
pub const PROBLEM: P2578 = P2578;

/// What the tools, the tests and the bench read of the problem.
static SPEC: Spec = Spec {
    bins: &[Bin::many("p2578_nine_digits")],
    far_most: FARTHEST,
    uniform_in_range: true,
    bad: &[
        "",
        "0 1 2\n3 4 5\n6 7\n",
        "0 1 2\n3 4 5\n6 7 8 0\n",
        "1 2 3\n4 5 6\n7 8 9\n",
        "0 1 2\n3 4 5\n6 7 7\n",
        "012\n345\n678\n",
        "0 1 2\n3 4 5\n6 7 -8\n",
    ],
    sizes: &[],
    limits: Limits::usual("not found in the statement or its copies"),
};

impl Problem for P2578 {
    fn spec(&self) -> &'static Spec {
        &SPEC
    }

    fn wrong(&self) -> &'static [Wrong] {
        &WRONG
    }

    fn checker(&self) -> Option<&'static str> {
        Some(include_str!("../checkers/p2578_nine_digits.rs"))
    }

    fn parses(&self, input: &str) -> Option<bool> {
        Some(parse(input).is_ok())
    }

    fn check(&self, tables: &Tables, input: &str, output: &str, answer: Option<&str>) -> Verdict {
        let case = parse(input).map(|b| (b, tables.get::<Distances>().get(&b)));
        check_with(case, output, answer, judge)
    }

    fn walk(&self, rng: &mut Mt19937, k: u32) -> String {
        to_input(&(0..k).fold(GOAL, |b, _| undo(&b, draw(rng, 2))))
    }

    fn uniform(&self, rng: &mut Mt19937) -> String {
        let mut board = GOAL;
        shuffle(&mut board, rng);
        to_input(&board)
    }

    fn far(&self, tables: &Tables, rng: &mut Mt19937, reach: Reach) -> Result<String, String> {
        pick(tables, self.name(), reach, rng, || {
            let table = tables.get::<Distances>();
            let far: Vec<String> = table
                .sorted()
                .into_iter()
                .filter(|&(_, d)| reach.holds(d))
                .map(|(b, _)| to_input(&b))
                .collect();
            match far.is_empty() {
                true => Err(none_that_far(reach, table.histogram().len() as u32 - 1)),
                false => Ok(far),
            }
        })
    }

    fn count(&self, tables: &Tables, ask: Ask) -> Result<Counted, String> {
        let csv = ask.facts(self.name())?;
        let table = tables.get::<Distances>();
        let histogram = table.histogram();
        let deepest = histogram.len() as u32 - 1;
        let all = table.sorted();
        let farthest = all.iter().find(|&&(_, d)| d == deepest);
        let farthest = farthest.map_or(String::new(), |(b, _)| to_input(b).replace('\n', " "));
        let facts = TableFacts::from_histogram(BOARDS, histogram, farthest.trim().to_string());
        let mut counted: Counted = match csv {
            true => facts.csv(),
            false => facts.report("P2578 九数码游戏 (3×3, op 1 turns the ring, op 2 the middle row), breadth-first search from the goal:"),
        }
        .into();
        if (facts.reach, deepest) != (BOARDS, FARTHEST) {
            counted.disagreements.push(format!(
                "{} boards reach the goal, the farthest {deepest} out; the statement's lore says {BOARDS} and {FARTHEST}",
                facts.reach
            ));
        }
        Ok(counted)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const SAMPLE: &str = "2 3 0\n1 8 7\n5 4 6\n";
    const BOARDS_OUT: &str = "2 3 0\n1 8 7\n5 4 6\n\n1 2 3\n5 8 0\n4 6 7\n\n1 2 3\n0 5 8\n4 6 7\n\n0 1 2\n4 5 3\n6 7 8\n\n0 1 2\n3 4 5\n6 7 8\n\n";

    #[test]
    fn the_sample_and_the_judge() {
        let tables = Tables::new();
        let check = |out: &str| P2578.check(&tables, SAMPLE, out, None);
        assert!(check(&format!("4\n{BOARDS_OUT}")).is_accepted());
        assert_eq!(check(&format!("5\n{BOARDS_OUT}")).exit_code(), 1);
        assert_eq!(check("UNSOLVABLE\n").exit_code(), 2);
        assert_eq!(check("4\n").exit_code(), 2);
        let swapped = BOARDS_OUT.replacen("1 2 3\n0 5 8", "1 2 3\n5 0 8", 1);
        assert_eq!(check(&format!("4\n{swapped}")).exit_code(), 1);
        let wrong_start = BOARDS_OUT.replacen("2 3 0", "3 2 0", 1);
        assert_eq!(check(&format!("4\n{wrong_start}")).exit_code(), 1);
        assert_eq!(P2578.check(&tables, "1 2 3", "0", None).exit_code(), 3);
        for op in 0..2 {
            assert_eq!(
                undo(&apply(&parse(SAMPLE).unwrap(), op), op),
                parse(SAMPLE).unwrap()
            );
        }
    }
}
