//! Luogu P2346 四子连棋 (four in a row): a 4×4 board of 7 black (`B`), 7 white (`W`) and 2
//! empty (`O`) cells; the players alternate, either may start, and a move slides one of the
//! mover's pieces into a side-adjacent empty cell; print the fewest moves until four pieces
//! of one colour stand in a row, a column or a diagonal. Judge bin: `p2346_four_in_a_row`.
//!
//! Written apart from the bin (a breadth-first search forward from the board): the whole
//! space of 411,840 boards × whose turn, solved backward at once from every finished board.
//!
//! ```
//! use eight_puzzle::problems::p2346_four_in_a_row::{fewest, parse, Space};
//! use eight_puzzle::tables::Tables;
//!
//! let tables = Tables::new();
//! let board = parse("BWBO\nWBWB\nBWBW\nWBWO\n").unwrap();
//! assert_eq!(fewest(&tables.get::<Space>(), &board), Some(5));
//! ```

use crate::check::{check_count, Verdict};
use crate::distances::histogram;
use crate::facts::{histogram_line, joined, layers_csv};
use crate::fxhash::FxHashMap;
use crate::mt19937::Mt19937;
use crate::problem::{Ask, Bin, Counted, Limits, Problem, Spec};
use crate::sampling::{draw, pick, shuffle, Reach};
use crate::tables::{Table, Tables};
use crate::text::words;
use crate::wrong::{printed_count, How, Wrong};
use std::collections::VecDeque;

/// A board, row by row: `b'B'`, `b'W'` or `b'O'` per cell.
pub type Board = [u8; 16];

/// Whose turn: `b'B'` or `b'W'`.
pub type Turn = u8;

/// The rows, columns and diagonals, as cells.
pub const LINES: [[usize; 4]; 10] = [
    [0, 1, 2, 3],
    [4, 5, 6, 7],
    [8, 9, 10, 11],
    [12, 13, 14, 15],
    [0, 4, 8, 12],
    [1, 5, 9, 13],
    [2, 6, 10, 14],
    [3, 7, 11, 15],
    [0, 5, 10, 15],
    [3, 6, 9, 12],
];

/// The farthest any board is from a finished one (both first movers tried): measured by
/// [`Space`], and checked by `count`.
pub const DIAMETER: u32 = 7;

/// Whether four pieces of one colour stand in a line.
pub fn finished(board: &Board) -> bool {
    finished_on(board, &LINES)
}

/// Whether four pieces of one colour stand in one of `lines`.
pub fn finished_on(board: &Board, lines: &[[usize; 4]]) -> bool {
    lines.iter().any(|line| {
        let first = board[line[0]];
        first != b'O' && line.iter().all(|&c| board[c] == first)
    })
}

/// The other player.
fn other(turn: Turn) -> Turn {
    if turn == b'B' {
        b'W'
    } else {
        b'B'
    }
}

/// The cells next to `cell`, sharing a side.
fn beside(cell: usize) -> impl Iterator<Item = usize> {
    let (r, c) = (cell / 4, cell % 4);
    let steps = [
        (r > 0).then(|| cell - 4),
        (r < 3).then(|| cell + 4),
        (c > 0).then(|| cell - 1),
        (c < 3).then(|| cell + 1),
    ];
    steps.into_iter().flatten()
}

/// The boards `player` can leave by sliding one piece into an empty cell.
fn slides(board: &Board, player: Turn) -> Vec<Board> {
    let mut next = Vec::new();
    for from in (0..16).filter(|&c| board[c] == player) {
        for to in beside(from).filter(|&c| board[c] == b'O') {
            let mut moved = *board;
            moved.swap(from, to);
            next.push(moved);
        }
    }
    next
}

/// Every board and turn of the space, by its fewest moves to a finished board (0 for the
/// finished ones); a state from which no finished board can be reached is absent.
pub struct Space(pub FxHashMap<(Board, Turn), u8>);

impl Table for Space {
    fn build(_: &Tables) -> Space {
        Space(backward(&LINES))
    }
}

/// Every board and turn by its fewest moves to four in one of `lines`, searched backward
/// from every finished board; the states that cannot finish are absent.
pub fn backward(lines: &[[usize; 4]]) -> FxHashMap<(Board, Turn), u8> {
    let mut distance = FxHashMap::default();
    let mut queue = VecDeque::new();
    for board in every_board().into_iter().filter(|b| finished_on(b, lines)) {
        for turn in [b'B', b'W'] {
            distance.insert((board, turn), 0);
            queue.push_back((board, turn));
        }
    }
    // (board, turn) was reached from (earlier, other(turn)) when the other player slid a
    // piece; in `board` that piece stands next to the cell it left.
    while let Some((board, turn)) = queue.pop_front() {
        let d = distance[&(board, turn)];
        for earlier in slides(&board, other(turn)) {
            let state = (earlier, other(turn));
            if !finished_on(&earlier, lines) && !distance.contains_key(&state) {
                distance.insert(state, d + 1);
                queue.push_back(state);
            }
        }
    }
    distance
}

/// All 16! / (7! 7! 2!) = 411,840 boards, lexicographically.
pub fn every_board() -> Vec<Board> {
    let mut first = *b"BBBBBBBOOWWWWWWW";
    let mut boards = vec![first];
    // Next permutation of a multiset, in place.
    while let Some(i) = (0..15).rev().find(|&i| first[i] < first[i + 1]) {
        let j = (i + 1..16).rev().find(|&j| first[j] > first[i]).unwrap();
        first.swap(i, j);
        first[i + 1..].reverse();
        boards.push(first);
    }
    boards
}

/// The fewest moves from `board`, whichever player starts; `None` if neither can finish.
pub fn fewest(space: &Space, board: &Board) -> Option<u32> {
    fewest_in(&space.0, board)
}

/// [`fewest`] in the distances [`backward`] found for some lines.
pub fn fewest_in(distance: &FxHashMap<(Board, Turn), u8>, board: &Board) -> Option<u32> {
    [b'B', b'W']
        .iter()
        .filter_map(|&turn| distance.get(&(*board, turn)))
        .min()
        .map(|&d| u32::from(d))
}

/// Reads the 16 cells (`B`, `W` or `O`, any whitespace between them): 7, 7 and 2 of them.
pub fn parse(text: &str) -> Result<Board, String> {
    let cells: Vec<u8> = words(text)?.flat_map(str::bytes).collect();
    if let Some(&bad) = cells.iter().find(|c| !b"BWO".contains(c)) {
        return Err(format!("'{}' is not a cell: B, W or O", char::from(bad)));
    }
    let board: Board = cells
        .try_into()
        .map_err(|c: Vec<u8>| format!("expected 16 cells, got {}", c.len()))?;
    let count = |x: u8| board.iter().filter(|&&c| c == x).count();
    match (count(b'B'), count(b'W')) {
        (7, 7) => Ok(board),
        (b, w) => Err(format!(
            "the board holds {b} B, {w} W and {} O: expected 7, 7 and 2",
            16 - b - w
        )),
    }
}

/// The input text of a board, four lines.
pub fn to_input(board: &Board) -> String {
    board
        .chunks(4)
        .map(|row| String::from_utf8_lossy(row).into_owned() + "\n")
        .collect()
}

/// The textbook: iterative deepening from the board, each player starting in turn,
/// checking every line at every node.
fn textbook(input: &str) -> Option<String> {
    fn reaches(board: &mut Board, turn: Turn, left: u32) -> bool {
        if finished(board) {
            return true;
        }
        left > 0
            && slides(board, turn)
                .into_iter()
                .any(|mut next| reaches(&mut next, other(turn), left - 1))
    }
    let mut board = parse(input).ok()?;
    let depth =
        (0..=DIAMETER).find(|&d| reaches(&mut board, b'B', d) || reaches(&mut board, b'W', d));
    Some(format!("{}\n", depth.map_or(-1, i64::from)))
}

/// The problem, for the registry.
pub struct P2346;

/// The problem, as the registry lists it.
pub const PROBLEM: P2346 = P2346;

/// What the tools, the tests and the bench read of the problem.
static SPEC: Spec = Spec {
    bins: &[Bin::one("p2346_four_in_a_row")],
    far_most: DIAMETER,
    uniform_in_range: true,
    bad: &[
        "",
        "BWBO\nWBWB\nBWBW\nWBW\n",
        "BWBO\nWBWB\nBWBW\nWBWOO\n",
        "BWBO\nWBWB\nBWBW\nWBWX\n",
        "BWBO\nWBWB\nBWBW\nWBWB\n",
        "bwbo\nwbwb\nbwbw\nwbwo\n",
    ],
    sizes: &[],
    limits: Limits::stated(
        1000,
        125,
        "Luogu's page, as a solution file's header copies it",
    ),
};

/// The known wrong solutions a data pack must fail ([`crate::wrong`]).
static WRONG: [Wrong; 3] = [
    Wrong {
        name: "black_always_moves_first",
        source: "the statement: either player may make the first move",
        how: How::Program(|tables, input| {
            let fewest = parse(input).ok().and_then(|board| {
                let space = tables.get::<Space>();
                space.0.get(&(board, b'B')).map(|&d| u32::from(d))
            });
            printed_count(fewest)
        }),
    },
    Wrong::limit_one_short(
        DIAMETER as i64,
        "-1",
        "the farthest board is 7 moves from four in a row",
    ),
    Wrong::GOAL_AFTER_A_MOVE,
];

impl Problem for P2346 {
    fn spec(&self) -> &'static Spec {
        &SPEC
    }

    fn wrong(&self) -> &'static [Wrong] {
        &WRONG
    }

    fn parses(&self, input: &str) -> Option<bool> {
        Some(parse(input).is_ok())
    }

    fn check(&self, tables: &Tables, input: &str, output: &str, answer: Option<&str>) -> Verdict {
        check_count(tables, parse(input), fewest, (output, answer))
    }

    /// A random finished board, then `k` random slides back (the players alternating from
    /// a random one), each drawn among the slides of the board.
    fn walk(&self, rng: &mut Mt19937, k: u32) -> String {
        let boards = every_board();
        let finished: Vec<&Board> = boards.iter().filter(|b| finished(b)).collect();
        let mut board = *finished[draw(rng, finished.len())];
        let mut turn = [b'B', b'W'][draw(rng, 2)];
        for _ in 0..k {
            let next = slides(&board, turn);
            if !next.is_empty() {
                board = next[draw(rng, next.len())];
            }
            turn = other(turn);
        }
        to_input(&board)
    }

    /// A board drawn among every board whose fewest moves lie in `reach`.
    fn far(&self, tables: &Tables, rng: &mut Mt19937, reach: Reach) -> Result<String, String> {
        pick(tables, self.name(), reach, rng, || {
            let space = tables.get::<Space>();
            let far: Vec<String> = every_board()
                .iter()
                .filter(|b| fewest(&space, b).is_some_and(|d| reach.holds(d)))
                .map(to_input)
                .collect();
            match far.is_empty() {
                true => Err(crate::sampling::none_that_far(reach, DIAMETER)),
                false => Ok(far),
            }
        })
    }

    /// A uniformly random board of 7 B, 7 W and 2 O.
    fn uniform(&self, rng: &mut Mt19937) -> String {
        let mut board = *b"BBBBBBBWWWWWWWOO";
        shuffle(&mut board, rng);
        to_input(&board)
    }

    fn count(&self, tables: &Tables, ask: Ask) -> Result<Counted, String> {
        let csv = ask.facts(self.name())?;
        count_space(&tables.get::<Space>(), csv)
    }

    fn textbook(&self, input: &str) -> Option<String> {
        textbook(input)
    }
}

/// The whole space: boards and states, the finished ones, the layers of the answer over
/// the boards, and the states from which no finished board can be reached.
fn count_space(space: &Space, csv: bool) -> Result<Counted, String> {
    let boards = every_board();
    let answers: Vec<Option<u32>> = boards.iter().map(|b| fewest(space, b)).collect();
    let layers = histogram(answers.iter().flatten().copied());
    let never = answers.iter().filter(|a| a.is_none()).count();
    let stuck = 2 * boards.len() - space.0.len();
    let mut counted = Counted::default();
    if boards.len() != 411_840 {
        counted.disagreements.push(format!(
            "{} boards, not 16!/(7!7!2!) = 411840",
            boards.len()
        ));
    }
    if layers.len() as u32 - 1 != DIAMETER {
        let why = format!(
            "the farthest board is {} moves out, DIAMETER says {DIAMETER}",
            layers.len() - 1
        );
        counted.disagreements.push(why);
    }
    counted.text = match csv {
        true => layers_csv("boards", &layers),
        false => format!(
            "P2346 four in a row: {} boards, {} states with whose turn; {} states cannot reach four in a row, {never} boards cannot whoever starts\n  the answer over the boards, per moves: {}\n  layers: {}\n",
            boards.len(),
            2 * boards.len(),
            stuck,
            histogram_line(&layers),
            joined(&layers, ", ")
        ),
    };
    Ok(counted)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_sample_and_the_textbook() {
        let sample = "BWBO\nWBWB\nBWBW\nWBWO\n";
        assert_eq!(textbook(sample).as_deref(), Some("5\n"));
        assert!(finished(b"BBBBWWWWBWBWOWOW"));
        assert!(finished(b"WBBBBWBBBBWOOBBW"));
        assert!(!finished(b"BWBOWBWBBWBWWBWO"));
        assert_eq!(
            parse(&to_input(b"BWBOWBWBBWBWWBWO")),
            Ok(*b"BWBOWBWBBWBWWBWO")
        );
    }
}
