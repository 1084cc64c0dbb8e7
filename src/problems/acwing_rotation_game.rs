//! AcWing 181 / POJ 2286 回转游戏 (The Rotation Game): a '#'-shaped board of 24 cells holds
//! eight each of 1, 2 and 3; moves A-H shift a line of 7 cells one place. The fewest moves
//! that make the 8 centre cells equal, the lexicographically smallest such sequence, and the
//! centre's digit. Judge bin: `acwing_rotation_game`.
//!
//! Written apart from the bin (an IDA* over all three digits at once, bounded by an exact
//! table near the goal, sets ranked): one breadth-first search over every set of 8 cells
//! fills a table indexed by the set's mask, so each digit has its exact distance; each
//! digit's smallest sequence is a greedy walk down its own distances, and the answer is the
//! least of the three by length, then by letters.
//!
//! ```
//! use eight_puzzle::problems::acwing_rotation_game::{parse, Distances};
//! use eight_puzzle::tables::Tables;
//!
//! let table = Tables::new().get::<Distances>();
//! let board = parse("1 1 1 1 3 2 3 2 3 1 3 2 2 3 1 2 2 2 3 1 2 1 3 3\n0\n").unwrap()[0];
//! assert_eq!(table.smallest(&board), ("AC".to_string(), 2));
//! ```

use crate::check::{check_with, Judged, Verdict};
use crate::distances::histogram;
use crate::facts::{joined, TableFacts};
use crate::mt19937::Mt19937;
use crate::problem::{Ask, Bin, Counted, Limits, Problem, Spec};
use crate::sampling::{draw, draw_in_reach, served, shuffle, Reach};
use crate::tables::{Table, Tables};
use crate::text::{clip, words};
use crate::wrong::{Attempt, How, Wrong};
use std::collections::VecDeque;

/// A board: the digit (1-3) in each cell, cells numbered top to bottom, left to right.
pub type Board = [u8; 24];

/// Lines A-D as the statement gives them; E-H are B, A, D and C read backwards.
const HEADS: [[usize; 7]; 4] = [
    [0, 2, 6, 11, 15, 20, 22],
    [1, 3, 8, 12, 17, 21, 23],
    [10, 9, 8, 7, 6, 5, 4],
    [19, 18, 17, 16, 15, 14, 13],
];

/// The moves in the statement's order, and backwards.
const A_TO_H: [usize; 8] = [0, 1, 2, 3, 4, 5, 6, 7];
const H_TO_A: [usize; 8] = [7, 6, 5, 4, 3, 2, 1, 0];

/// The 8 centre cells.
pub const CENTRE: [usize; 8] = [6, 7, 8, 11, 12, 15, 16, 17];

/// The statement's lore: C(24, 8) sets of 8 cells, all reachable, with these layers from
/// the centre (1 at 0 moves, … 188 at 14); `count` and the tests measure them.
pub const SETS: usize = 735_471;
pub const LAYERS: [usize; 15] = [
    1, 8, 44, 208, 876, 3220, 10498, 30236, 73982, 146466, 208170, 178588, 72941, 10045, 188,
];

/// Mode 1 draws boards at most this far: 1 board in about 2,300 is 12 moves out, and 13
/// (the most any board needs, see the bin's page) is 1 in 49 million.
pub const GEN_MOST: u32 = 12;

/// The boards of a data pack's fullest input: the statement states no count.
pub const FULLEST_BOARDS: usize = 100;

/// Line `m` (0 = A): the cells whose numbers move one place towards the first.
pub fn line(m: usize) -> [usize; 7] {
    match m {
        0..=3 => HEADS[m],
        _ => {
            let mut reversed = HEADS[[1, 0, 3, 2][m - 4]];
            reversed.reverse();
            reversed
        }
    }
}

/// Move `m` (0 = A) played on a board.
pub fn apply(board: &Board, m: usize) -> Board {
    let cells = line(m);
    let mut values = cells.map(|c| board[c]);
    values.rotate_left(1);
    let mut next = *board;
    for (c, v) in cells.into_iter().zip(values) {
        next[c] = v;
    }
    next
}

/// The cells holding `digit`, as a mask.
pub fn cells_of(board: &Board, digit: u8) -> u32 {
    (0..24).filter(|&c| board[c] == digit).map(|c| 1 << c).sum()
}

/// A set of cells after move `m`: the bits of its line rotated as [`apply`] rotates a
/// board's values.
fn move_set(set: u32, m: usize) -> u32 {
    let cells = line(m);
    let mut bits = cells.map(|c| set >> c & 1);
    bits.rotate_left(1);
    let off = cells.iter().fold(set, |s, &c| s & !(1 << c));
    cells.iter().zip(bits).fold(off, |s, (&c, b)| s | b << c)
}

/// Every set of 8 cells' distance from a goal set, indexed by the set's mask itself (16 MB,
/// most of it never a set of 8).
pub struct Distances {
    distance: Vec<u8>,
}

const FAR: u8 = u8::MAX;

impl Table for Distances {
    fn build(_: &Tables) -> Distances {
        Distances::to(&CENTRE)
    }
}

impl Distances {
    /// One breadth-first search from the set `cells` (the moves undo each other in pairs,
    /// so distances to it are distances from it).
    pub fn to(cells: &[usize]) -> Distances {
        let goal: u32 = cells.iter().map(|&c| 1 << c).sum();
        let mut distance = vec![FAR; 1 << 24];
        distance[goal as usize] = 0;
        let mut queue = VecDeque::from([goal]);
        while let Some(set) = queue.pop_front() {
            let d = distance[set as usize];
            for m in 0..8 {
                let next = move_set(set, m);
                if distance[next as usize] == FAR {
                    distance[next as usize] = d + 1;
                    queue.push_back(next);
                }
            }
        }
        Distances { distance }
    }

    /// The fewest moves that bring the cells of `set` onto the goal.
    pub fn get(&self, set: u32) -> u32 {
        u32::from(self.distance[set as usize])
    }

    /// Every set reached and its distance, by mask.
    fn reached(&self) -> impl Iterator<Item = (u32, u8)> + '_ {
        let all = self.distance.iter().enumerate();
        all.filter(|&(_, &d)| d != FAR).map(|(s, &d)| (s as u32, d))
    }

    /// `histogram()[d]` = how many sets lie exactly `d` moves out.
    pub fn histogram(&self) -> Vec<usize> {
        histogram(self.reached().map(|(_, d)| u32::from(d)))
    }

    /// The fewest moves for `board`: the least of its three digits' distances.
    pub fn fewest(&self, board: &Board) -> u32 {
        (1..=3)
            .map(|d| self.get(cells_of(board, d)))
            .min()
            .expect("three digits")
    }

    /// The lexicographically smallest shortest sequence that brings `digit` onto the goal:
    /// from the board, the first move that brings its cells one move closer, again and again.
    fn walk(&self, board: &Board, digit: u8) -> String {
        self.walk_in(board, digit, &A_TO_H)
    }

    /// [`Self::walk`] with the moves tried in `order`: the smallest sequence when letters
    /// rank as `order` lists them.
    fn walk_in(&self, board: &Board, digit: u8, order: &[usize; 8]) -> String {
        let (mut set, mut path) = (cells_of(board, digit), String::new());
        while self.get(set) > 0 {
            let m = *order
                .iter()
                .find(|&&m| self.get(move_set(set, m)) + 1 == self.get(set))
                .expect("a set off the goal has a move towards it");
            path.push((b'A' + m as u8) as char);
            set = move_set(set, m);
        }
        path
    }

    /// The answer for `board`: the least of the digits' walks, by length and then by
    /// letters, and that digit.
    pub fn smallest(&self, board: &Board) -> (String, u8) {
        let walks = (1..=3).map(|d| (self.walk(board, d), d));
        walks
            .min_by(|a, b| (a.0.len(), &a.0).cmp(&(b.0.len(), &b.0)))
            .expect("three digits")
    }
}

/// Parses the cases: 24 numbers each, eight each of 1-3, until a lone `0` (which may be
/// left off at the end); nothing may follow it. An input of only `0` holds no case.
pub fn parse(text: &str) -> Result<Vec<Board>, String> {
    let words: Vec<&str> = words(text)?.collect();
    let end = words
        .iter()
        .step_by(24)
        .position(|w| w.parse::<u8>() == Ok(0));
    let cases = end.map_or(words.len(), |at| at * 24);
    if let Some(extra) = end.and_then(|_| words.get(cases + 1)) {
        return Err(format!("'{}' after the closing 0", clip(extra)));
    }
    if words.is_empty() {
        return Err("empty input: expected cases of 24 numbers ended by 0".into());
    }
    words[..cases]
        .chunks(24)
        .enumerate()
        .map(|(i, chunk)| board(chunk).map_err(|why| format!("case {}: {why}", i + 1)))
        .collect()
}

/// One case's 24 words as a board.
fn board(chunk: &[&str]) -> Result<Board, String> {
    if chunk.len() < 24 {
        return Err(format!("expected 24 numbers, got {}", chunk.len()));
    }
    let mut board = [0u8; 24];
    for (cell, w) in board.iter_mut().zip(chunk) {
        *cell = match w.parse::<u8>() {
            Ok(v @ 1..=3) => v,
            _ => return Err(format!("'{}' is not 1, 2 or 3", clip(w))),
        };
    }
    for d in 1..=3 {
        let n = board.iter().filter(|&&v| v == d).count();
        if n != 8 {
            return Err(format!("{n} {d}s: expected eight each of 1, 2 and 3"));
        }
    }
    Ok(board)
}

/// The input text of some boards: a line each, then `0`.
pub fn to_input(boards: &[Board]) -> String {
    let lines = boards.iter().map(|b| joined(b, " ") + "\n");
    lines.collect::<String>() + "0\n"
}

/// The expected output for some boards: two lines each.
pub fn answer(table: &Distances, boards: &[Board]) -> String {
    boards.iter().map(|b| printed(table.smallest(b))).collect()
}

/// A case's two lines: the sequence (`No moves needed` for none) and the centre's digit.
fn printed((path, digit): (String, u8)) -> String {
    match path.is_empty() {
        true => format!("No moves needed\n{digit}\n"),
        false => format!("{path}\n{digit}\n"),
    }
}

/// What a program prints for `input` that answers each board as `case` does; nothing for
/// an input the parser refuses.
fn each_case(
    tables: &Tables,
    input: &str,
    case: fn(&Distances, &Board) -> (String, u8),
) -> Attempt {
    let table = tables.get::<Distances>();
    let boards = parse(input).unwrap_or_default();
    Attempt::Printed(boards.iter().map(|b| printed(case(&table, b))).collect())
}

/// Moves tried H to A: the smallest of the shortest sequences when H ranks first.
fn h_to_a(table: &Distances, board: &Board) -> (String, u8) {
    let walks = (1..=3).map(|d| (table.walk_in(board, d, &H_TO_A), d));
    let key = |path: &String| {
        (
            path.len(),
            path.bytes().map(|c| b'H' - c).collect::<Vec<_>>(),
        )
    };
    walks
        .min_by_key(|(path, _)| key(path))
        .expect("three digits")
}

/// Each digit searched alone, 1 to 3: the first digit with the fewest moves, whatever the
/// letters of the others.
fn first_digit(table: &Distances, board: &Board) -> (String, u8) {
    let walks = (1..=3).map(|d| (table.walk(board, d), d));
    walks
        .min_by_key(|(path, _)| path.len())
        .expect("three digits")
}

/// The goal tested only after a move: a solved board gets the smallest of the shortest
/// sequences of at least one move that leave the centre equal.
fn after_a_move(table: &Distances, board: &Board) -> (String, u8) {
    if table.fewest(board) > 0 {
        return table.smallest(board);
    }
    let first = |m: usize| {
        let (rest, digit) = table.smallest(&apply(board, m));
        (format!("{}{rest}", (b'A' + m as u8) as char), digit)
    };
    let ways = (0..8).map(first);
    ways.min_by(|a, b| (a.0.len(), &a.0).cmp(&(b.0.len(), &b.0)))
        .expect("eight moves")
}

/// The known wrong solutions: moves tried in the wrong order, digits searched one at a
/// time, and two ways of mishandling a board already solved.
static WRONG: [Wrong; 4] = [
    Wrong {
        name: "moves_tried_h_to_a",
        source: "the statement: the smallest sequence in letter order; docs/bins/acwing_rotation_game.md: moves tried H-A turn the tests red",
        how: How::Program(|tables, input| each_case(tables, input, h_to_a)),
    },
    Wrong {
        name: "first_digit_of_the_fewest_moves",
        source: "the statement: the smallest of the shortest sequences, whichever digit it brings to the centre; a search per digit that keeps the first digit of the fewest moves breaks ties by digit",
        how: How::Program(|tables, input| each_case(tables, input, first_digit)),
    },
    Wrong {
        name: "goal_tested_only_after_a_move",
        source: "the statement: a board already solved is answered No moves needed",
        how: How::Program(|tables, input| each_case(tables, input, after_a_move)),
    },
    Wrong {
        name: "no_moves_needed_left_out",
        source: "the statement: a board already solved is answered No moves needed, not an empty line",
        how: How::Model(|answer| Attempt::Printed(answer.replace("No moves needed", ""))),
    },
];

/// Judges an output word by word against the one right answer, as the judges compare (the
/// spaces and line breaks between words aside); a wrong word names its case.
#[allow(clippy::ptr_arg)] // `check_with` hands the case by reference, and the case is a String
fn judge(expected: &String, output: &str) -> Judged {
    let cases = expected.split_terminator('\n').collect::<Vec<_>>();
    let want: Vec<(usize, &str)> = cases
        .iter()
        .enumerate()
        .flat_map(|(i, line)| line.split(' ').map(move |w| (i / 2, w)))
        .collect();
    let got: Vec<&str> = output.split_ascii_whitespace().collect();
    if got.len() != want.len() {
        let why = format!("{} words expected, got {}", want.len(), got.len());
        return Err(Verdict::PresentationError(why));
    }
    match want.iter().zip(&got).find(|((_, w), g)| w != *g) {
        Some(((case, w), g)) => Err(Verdict::WrongAnswer(format!(
            "case {}: {w} expected, got {}",
            case + 1,
            clip(g)
        ))),
        None => Ok(format!(
            "{} cases, each the smallest shortest sequence",
            cases.len() / 2
        )),
    }
}

/// A goal board: `digit` in the centre, the other two digits shuffled round it.
fn goal_board(rng: &mut Mt19937, digit: u8) -> Board {
    let mut rest: Vec<u8> = (1..=3)
        .filter(|&d| d != digit)
        .flat_map(|d| [d; 8])
        .collect();
    shuffle(&mut rest, rng);
    let mut rest = rest.into_iter();
    std::array::from_fn(|c| match CENTRE.contains(&c) {
        true => digit,
        false => rest.next().expect("16 cells round the centre"),
    })
}

/// A uniformly random board: eight each of 1-3, shuffled.
pub fn random_board(rng: &mut Mt19937) -> Board {
    let mut board: Board = std::array::from_fn(|c| 1 + (c / 8) as u8);
    shuffle(&mut board, rng);
    board
}

/// The problem, for the registry.
pub struct Rotation;

/// The problem, as the registry lists it.
pub const PROBLEM: Rotation = Rotation;

/// What the tools, the tests and the bench read of the problem.
static SPEC: Spec = Spec {
    bins: &[Bin::one("acwing_rotation_game")],
    far_most: GEN_MOST,
    uniform_in_range: true,
    bad: &[
        "",
        "1 1 1 1 3 2 3 2 3 1 3 2 2 3 1 2 2 2 3 1 2 1 3\n0\n",
        "1 1 1 1 3 2 3 2 3 1 3 2 2 3 1 2 2 2 3 1 2 1 3 3 1\n0\n",
        "1 1 1 1 3 2 3 2 3 1 3 2 2 3 1 2 2 2 3 1 2 1 3 3\n0\n1 1 1 1 3 2 3 2 3 1 3 2 2 3 1 2 2 2 3 1 2 1 3 3\n",
        "1 1 1 1 3 2 3 2 3 1 3 2 2 3 1 2 2 2 3 1 2 1 3 3\n0 0\n",
        "1 1 1 1 1 2 3 2 3 1 3 2 2 3 1 2 2 2 3 1 2 1 3 3\n0\n",
        "1 1 1 1 4 2 3 2 3 1 3 2 2 3 1 2 2 2 3 1 2 1 3 3\n0\n",
        "1 1 1 1 0 2 3 2 3 1 3 2 2 3 1 2 2 2 3 1 2 1 3 3\n0\n",
        "1 1 1 1 -3 2 3 2 3 1 3 2 2 3 1 2 2 2 3 1 2 1 3 3\n0\n",
        "111132323132231222312133\n0\n",
    ],
    sizes: &[],
    limits: Limits::stated(4000, 64, "AcWing's statement, as a public copy of it reads"),
};

impl Problem for Rotation {
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
        let expected = parse(input).map(|b| self::answer(&tables.get::<Distances>(), &b));
        check_with(expected, output, answer, judge)
    }

    /// A goal board (its centre digit drawn first) after `k` random moves.
    fn walk(&self, rng: &mut Mt19937, k: u32) -> String {
        let digit = 1 + draw(rng, 3) as u8;
        let goal = goal_board(rng, digit);
        to_input(&[(0..k).fold(goal, |b, _| apply(&b, draw(rng, 8)))])
    }

    /// Cases of 20 random moves, as many as fit, then the lone 0.
    fn largest(&self, rng: &mut Mt19937) -> String {
        let case = || self.walk(rng, 20).trim_end_matches("0\n").to_string();
        crate::sampling::cases_to_cap(false, "0\n", case)
    }

    fn uniform(&self, rng: &mut Mt19937) -> String {
        to_input(&[random_board(rng)])
    }

    /// [`FULLEST_BOARDS`] random boards: the statement states no count.
    fn fullest(&self, _: &Tables, rng: &mut Mt19937) -> Option<String> {
        let boards: Vec<Board> = (0..FULLEST_BOARDS).map(|_| random_board(rng)).collect();
        Some(to_input(&boards))
    }

    /// Never asked: mode 1 draws boards and solves them ([`Problem::search_far`]).
    /// Mode 1, distances up to [`GEN_MOST`]: walks of random length and uniform boards in
    /// turn, each solved, until one lands in `reach`.
    fn far(&self, tables: &Tables, rng: &mut Mt19937, reach: Reach) -> Result<String, String> {
        let hi = reach.hi.unwrap_or(GEN_MOST).min(GEN_MOST);
        let mut drawn = || {
            served(reach, GEN_MOST, "boards")?;
            let table = tables.get::<Distances>();
            draw_in_reach(rng, reach, (hi, GEN_MOST, 50_000), |rng| {
                let text = match draw(rng, 2) {
                    0 => {
                        let length = reach.lo + draw(rng, (hi + 2) as usize) as u32;
                        self.walk(rng, length)
                    }
                    _ => self.uniform(rng),
                };
                let board = parse(&text).expect("a drawn board")[0];
                let fewest = table.fewest(&board);
                (text, Some(fewest))
            })
        };
        drawn()
    }

    fn textbook(&self, input: &str) -> Option<String> {
        Some(textbook::solve(input))
    }

    fn count(&self, tables: &Tables, ask: Ask) -> Result<Counted, String> {
        let csv = ask.facts(self.name())?;
        let table = tables.get::<Distances>();
        let histogram = table.histogram();
        let deepest = histogram.len() - 1;
        let mut farthest = table.reached().filter(|&(_, d)| usize::from(d) == deepest);
        let farthest = farthest.next().map_or(String::new(), |(s, _)| {
            let cells: Vec<usize> = (0..24).filter(|c| s >> c & 1 == 1).collect();
            format!("cells {}", joined(&cells, " "))
        });
        let facts = TableFacts::from_histogram(SETS, histogram.clone(), farthest);
        let mut counted: Counted = match csv {
            true => facts.csv(),
            false => facts.report("AcWing 181 / POJ 2286 回转游戏 (sets of 8 cells, moves A-H), breadth-first search from the centre:"),
        }
        .into();
        if histogram != LAYERS {
            counted.disagreements.push(format!(
                "layers {} differ from the known {}",
                joined(&histogram, " "),
                joined(&LAYERS, " ")
            ));
        }
        Ok(counted)
    }
}

/// The textbook IDA* for AcWing 181 / POJ 2286, the baseline the bench
/// measures the bin against: h = 8 - the most frequent digit's count in the centre, the bound raised
/// by 1 from h, moves A-H in order, never the move that undoes the last. Written here, not in
/// the bin.
pub mod textbook {
    const LINES: [[usize; 7]; 8] = [
        [0, 2, 6, 11, 15, 20, 22],
        [1, 3, 8, 12, 17, 21, 23],
        [10, 9, 8, 7, 6, 5, 4],
        [19, 18, 17, 16, 15, 14, 13],
        [23, 21, 17, 12, 8, 3, 1],
        [22, 20, 15, 11, 6, 2, 0],
        [13, 14, 15, 16, 17, 18, 19],
        [4, 5, 6, 7, 8, 9, 10],
    ];
    const UNDO: [usize; 8] = [5, 4, 7, 6, 1, 0, 3, 2];
    const CENTRE: [usize; 8] = [6, 7, 8, 11, 12, 15, 16, 17];

    fn h(q: &[u8; 24]) -> usize {
        let mut count = [0; 4];
        for &c in &CENTRE {
            count[usize::from(q[c])] += 1;
        }
        8 - count.iter().max().unwrap()
    }

    fn shift(q: &mut [u8; 24], line: &[usize; 7]) {
        let head = q[line[0]];
        for i in 0..6 {
            q[line[i]] = q[line[i + 1]];
        }
        q[line[6]] = head;
    }

    fn dfs(q: &mut [u8; 24], depth: usize, bound: usize, last: usize, path: &mut String) -> bool {
        let h = h(q);
        if depth + h > bound {
            return false;
        }
        if h == 0 {
            return true;
        }
        for m in (0..8).filter(|&m| last == 8 || UNDO[last] != m) {
            shift(q, &LINES[m]);
            path.push((b'A' + m as u8) as char);
            if dfs(q, depth + 1, bound, m, path) {
                return true;
            }
            path.pop();
            shift(q, &LINES[UNDO[m]]);
        }
        false
    }

    /// The answers for an input of boards ended by 0.
    pub fn solve(input: &str) -> String {
        let numbers: Vec<u8> = input
            .split_whitespace()
            .map(|w| w.parse().unwrap())
            .collect();
        let mut out = String::new();
        for case in numbers.chunks_exact(24) {
            let mut q: [u8; 24] = case.try_into().unwrap();
            let mut path = String::new();
            let mut bound = h(&q);
            while !dfs(&mut q, 0, bound, 8, &mut path) {
                bound += 1;
            }
            match path.is_empty() {
                true => out += "No moves needed\n",
                false => out += &format!("{path}\n"),
            }
            out += &format!("{}\n", q[6]);
        }
        out
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const SAMPLE: &str = "1 1 1 1 3 2 3 2 3 1 3 2 2 3 1 2 2 2 3 1 2 1 3 3\n\
                          1 1 1 1 1 1 1 1 2 2 2 2 2 2 2 2 3 3 3 3 3 3 3 3\n0\n";

    #[test]
    fn the_sample_and_the_judge() {
        let tables = Tables::new();
        let check = |input: &str, out: &str| Rotation.check(&tables, input, out, None);
        assert!(check(SAMPLE, "AC\n2\nDDHH\n2\n").is_accepted());
        assert!(check(SAMPLE, "AC \n2\n\nDDHH\n2").is_accepted());
        assert_eq!(check(SAMPLE, "AC\n2\nDHDH\n2\n").exit_code(), 1);
        assert_eq!(check(SAMPLE, "AC\n2\nDDHH\n1\n").exit_code(), 1);
        assert_eq!(check(SAMPLE, "AC\n2\n").exit_code(), 2);
        assert_eq!(check("1 2 3\n0\n", "AC\n2\n").exit_code(), 3);
        let solved = [0, 2]
            .iter()
            .fold(parse(SAMPLE).unwrap()[0], |b, &m| apply(&b, m));
        assert!(check(&to_input(&[solved]), "No moves needed\n2\n").is_accepted());
        assert!(check("0", "").is_accepted());
        for m in 0..4 {
            let board = parse(SAMPLE).unwrap()[0];
            let undo = [5, 4, 7, 6][m];
            assert_eq!(apply(&apply(&board, m), undo), board);
        }
    }
}
