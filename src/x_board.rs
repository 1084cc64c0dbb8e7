//! The 3×3 sliding board written with `x` for the blank, goal `1 2 3 / 4 5 6 / 7 8 x`: the
//! board, format and distance table that AcWing's two 八数码 problems share (179 prints a
//! path, 845 a count).

use crate::board::Board;
use crate::distances::{Corner, DistancesTo, Goal};
use crate::facts::TableFacts;
use crate::mt19937::Mt19937;
use crate::problem::Counted;
use crate::sampling::{far_boards, pick, uniform_board, walk_board, Reach};
use crate::tables::Tables;
use crate::text::{clip, words};

/// The goal `1 2 3 / 4 5 6 / 7 8 x`.
pub const GOAL: Board = <Corner as Goal>::GOAL;

/// Parses the input: nine whitespace-separated tokens `1`–`8` and `x` (or `X`).
pub fn parse(text: &str) -> Result<Board, String> {
    let cells: Vec<u8> = words(text)?
        .map(|t| match t {
            "x" | "X" => Ok(0),
            _ if t.len() == 1 && (b'1'..=b'8').contains(&t.as_bytes()[0]) => {
                Ok(t.as_bytes()[0] - b'0')
            }
            _ => Err(format!("'{}' is not a tile 1-8 or x", clip(t))),
        })
        .collect::<Result<_, _>>()?;
    Board::from_cells(&cells)
}

/// The board in the input format, e.g. `2 3 4 1 5 x 7 6 8`.
pub fn spell(board: &Board) -> String {
    let tokens: Vec<String> = board
        .0
        .iter()
        .map(|&c| match c {
            0 => "x".to_string(),
            _ => c.to_string(),
        })
        .collect();
    tokens.join(" ")
}

/// The input text of a board: [`spell`] and a newline.
pub fn format(board: &Board) -> String {
    spell(board) + "\n"
}

/// The distance of every board to the goal (the corner goal AOJ's 3×3 boards share).
pub type Truth = DistancesTo<Corner>;

/// The size and shape of the distance table.
pub fn facts(tables: &Tables) -> TableFacts {
    let truth = tables.get::<Truth>();
    let farthest = spell(&truth.at_least(truth.max_distance())[0]);
    TableFacts::from_histogram(362_880, truth.histogram(), farthest)
}

/// Mode 0: a board `k` random moves back from the goal.
pub fn walk_case(rng: &mut Mt19937, k: u32) -> String {
    format(&walk_board(GOAL, rng, k))
}

/// Mode 2: any of the 9! boards.
pub fn uniform_case(rng: &mut Mt19937) -> String {
    format(&uniform_board(GOAL, rng))
}

/// Mode 1: a board whose distance lies in `reach`, from the list kept for `problem`.
pub fn far_case(
    tables: &Tables,
    problem: &str,
    rng: &mut Mt19937,
    reach: Reach,
) -> Result<String, String> {
    let list = || far_boards(&tables.get::<Truth>(), reach, format);
    pick(tables, problem, reach, rng, list)
}

/// `count`'s facts of the distance table under `title`, or as csv.
pub fn counted(tables: &Tables, csv: bool, title: &str) -> Counted {
    let facts = facts(tables);
    match csv {
        true => facts.csv().into(),
        false => facts.report(title).into(),
    }
}
