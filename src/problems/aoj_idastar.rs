//! Aizu Online Judge ALDS1_13_B "8 Puzzle" and ALDS1_13_C "15 Puzzle": n² integers in
//! (n = 3 or 4, `0` the blank), the fewest moves to `1 2 … n²-1 0` out, or `-1` when the
//! board cannot get there. Judge bin: `aoj_idastar`.
//!
//! The truth comes from the breadth-first table for 3×3 boards and from the kit's pattern
//! database oracle ([`crate::pdb`]) for 4×4 boards; solvability from the permutation's cycles
//! ([`Square::solvable`]). The 4×4 state space (16!/2 ≈ 10¹³ boards) is too large to list, so
//! `count` checks its breadth-first layers to depth [`LAYER_DEPTH`] against the OEIS, and
//! `gen` mode 1 draws walks and solves them until one lies in the asked range.
//!
//! ```
//! use eight_puzzle::problems::aoj_idastar::parse;
//!
//! let board = parse("1 3 0\n4 2 5\n7 8 6\n").unwrap();
//! assert_eq!((board.side(), board.blank()), (3, 2));
//! assert!(parse("1 2 3 4 5 6 7 8").is_err());
//! ```

use crate::board::Board;
use crate::check::{check_with, exact_integer, Verdict};
use crate::distances::{Corner, DistancesTo};
use crate::facts::layer_report;
use crate::mt19937::Mt19937;
use crate::pdb::Oracle;
use crate::problem::{Ask, Bin, Counted, Limits, Problem, Spec};
use crate::sampling::{draw, draw_in_reach, far_boards, pick, served, shuffle, Reach};
use crate::square::{layers, Square};
use crate::tables::Tables;
use crate::text::{clip, words};
use crate::wrong::{flat_corner_count, Attempt, How, Wrong};
use std::time::Instant;

pub mod tables;

/// Korf's 100 random instances mapped to AOJ's goal (number, optimal length, 16 cells).
pub const KORF100: &str = include_str!("../data/korf100-aoj.txt");

/// The same instances as Korf published them (number, optimal length, the nodes his IDA*
/// with Manhattan distance generated, 16 cells with the blank's goal first).
pub const KORF100_PUBLISHED: &str = include_str!("../data/korf100.txt");

/// How deep `count` enumerates the 4×4 space: 3.3 million boards, about a second.
pub const LAYER_DEPTH: u32 = 20;

/// The largest distance a 15-puzzle board can have (Brüngger, Marzetta, Fukuda and
/// Nievergelt 1999): no range beyond it holds a board.
pub const MAX_DISTANCE_4X4: u32 = 80;

/// The largest distance `gen` mode 1 draws 4×4 boards from: every seed we tried at 50
/// answered within 0.7 s (pattern databases cached), while at 55 most took over 2 s.
pub const GEN_MOST_4X4: u32 = 50;

/// The distance AOJ promises for the 15-puzzle, and so what `gen` mode 1 with k alone
/// means as the upper end.
pub const AOJ_MOST: u32 = 45;

/// Parses the input: 9 or 16 numbers, each of 0..n² once.
pub fn parse(text: &str) -> Result<Square, String> {
    let mut cells = Vec::new();
    for word in words(text)? {
        if cells.len() == 16 {
            return Err("more than 16 numbers".into());
        }
        // Read as `cin >> int` reads: `-0` and `+0` are 0, and a negative tile is no tile.
        let n = word.parse::<i64>().ok().and_then(|n| u8::try_from(n).ok());
        cells.push(n.ok_or_else(|| format!("'{}' is not a number 0-15", clip(word)))?);
    }
    match cells.len() {
        9 => Square::from_cells(3, &cells),
        16 => Square::from_cells(4, &cells),
        n => Err(format!("expected 9 or 16 numbers, got {n}")),
    }
}

/// The distance of every 3×3 board to the goal: the corner goal's table, shared with AcWing.
pub type Truth3 = DistancesTo<Corner>;

/// A 3×3 board in AOJ's format (the kit's 3×3 tables hold [`Board`]s).
fn format3(board: &Board) -> String {
    let square = Square::from_cells(3, &board.0).expect("a board is a 3×3 square");
    square.to_string()
}

/// The fewest moves from `board` to the goal, or `-1`.
pub fn truth(tables: &Tables, board: &Square) -> i64 {
    if board.side() == 3 {
        let cells: [u8; 9] = board.cells().try_into().expect("a 3×3 board has 9 cells");
        return tables
            .get::<Truth3>()
            .get(&Board(cells))
            .map_or(-1, i64::from);
    }
    match tables.get::<Oracle>().solve(board) {
        Some(solution) => i64::from(solution.moves()),
        None => -1,
    }
}

/// The problem at one board size, for the registry (4×4) and `--size 3`.
pub struct Aoj {
    side: usize,
}

pub const AOJ: Aoj = Aoj { side: 4 };

/// The problem, as the registry lists it.
pub const PROBLEM: Aoj = AOJ;

/// What the tools, the tests and the bench read of the problem at 3×3.
static SPEC3: Spec = Spec {
    far_most: 31,
    uniform_in_range: true,
    ..SPEC
};

/// What the tools, the tests and the bench read of the problem.
static SPEC: Spec = Spec {
    bins: &[Bin::one("aoj_idastar")],
    far_most: GEN_MOST_4X4,
    uniform_in_range: false,
    bad: &[
        "",
        "1 2 3 4 5 6 7 8\n",
        "1 2 3 4 5 6 7 8 0 9\n",
        "1 2 3 4 5 6 7 8 9\n",
        "1 1 3 4 5 6 7 8 0\n",
        "1 2 3 4 5 6 7 8 x\n",
        "1 2 3 4 5 6 7 8 -1\n",
        "1 2 3 4 5 6 7 8 16 10 11 12 13 14 15 0\n",
        "1 2 3 4 5 6 7 8 99999999999999999999999 10 11 12 13 14 15 0\n",
        "0 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16",
        "1 2 3 4 5 6 7 8 0 10 11 12 13 14 15 9 9\n",
    ],
    sizes: &[(3, &AOJ3), (4, &AOJ)],
    limits: Limits::usual("not found in the statement or its copies"),
};
pub const AOJ3: Aoj = Aoj { side: 3 };

impl Problem for Aoj {
    fn spec(&self) -> &'static Spec {
        match self.side {
            3 => &SPEC3,
            _ => &SPEC,
        }
    }

    fn wrong(&self) -> &'static [Wrong] {
        match self.side {
            3 => &WRONG3,
            _ => &WRONG4,
        }
    }

    /// A board of this side that AOJ could give: one that reaches the goal, a 4×4 one in at
    /// most 45 moves.
    fn for_pack(&self, tables: &Tables, input: &str) -> bool {
        let most = if self.side == 3 { 31 } else { AOJ_MOST };
        let fits = |board: Square| {
            board.side() == self.side && (0..=i64::from(most)).contains(&truth(tables, &board))
        };
        parse(input).map_or(true, fits)
    }

    fn parses(&self, input: &str) -> Option<bool> {
        Some(parse(input).is_ok())
    }

    fn check(&self, tables: &Tables, input: &str, output: &str, answer: Option<&str>) -> Verdict {
        let truth = parse(input).map(|board| truth(tables, &board));
        check_with(truth, output, answer, exact_integer)
    }

    fn walk(&self, rng: &mut Mt19937, k: u32) -> String {
        let mut board = Square::goal(self.side);
        for _ in 0..k {
            let targets: Vec<usize> = board.blank_targets().collect();
            board = board.moved(targets[draw(rng, targets.len())]);
        }
        board.to_string()
    }

    fn uniform(&self, rng: &mut Mt19937) -> String {
        let mut cells = Square::goal(self.side).cells().to_vec();
        shuffle(&mut cells, rng);
        let board = Square::from_cells(self.side, &cells).expect("a shuffle of the goal");
        board.to_string()
    }

    fn far(&self, tables: &Tables, rng: &mut Mt19937, reach: Reach) -> Result<String, String> {
        if self.side == 3 {
            let list = || far_boards(&tables.get::<Truth3>(), reach, format3);
            return pick(tables, "aoj_idastar 3x3", reach, rng, list);
        }
        served(reach, GEN_MOST_4X4, "4×4 boards")?;
        draw_solved(&tables.get::<Oracle>(), rng, reach)
    }

    fn count(&self, tables: &Tables, ask: Ask) -> Result<Counted, String> {
        let csv = match ask {
            Ask::Instances(text) => return solve_instances(&tables.get::<Oracle>(), text),
            Ask::BinTables => return Ok(Counted::from(tables::bin_tables())),
            Ask::Facts { csv } => csv,
        };
        let (histogram, id, title) = if self.side == 3 {
            let histogram = tables.get::<Truth3>().histogram();
            let title = "8-puzzle (AOJ ALDS1_13_B, goal 1 2 3 / 4 5 6 / 7 8 0), breadth-first search from the goal, every board:";
            (histogram, "A089473", title.to_string())
        } else {
            let sizes = layers(4, LAYER_DEPTH).iter().map(Vec::len).collect();
            let title = format!("15-puzzle (AOJ ALDS1_13_C, goal 1 2 ... 15 0), breadth-first search from the goal to depth {LAYER_DEPTH}:");
            (sizes, "A089484", title)
        };
        Ok(layer_report(&title, &histogram, id, csv))
    }
}

/// The known wrong solutions of the 3×3 problem a data pack must fail ([`crate::wrong`]).
static WRONG3: [Wrong; 3] = [
    Wrong::flat_corner(|tables, input| flat_corner_count(tables, parse3(input).ok())),
    Wrong::limit_one_short(31, "-1", "the farthest 3×3 board is 31 moves from the goal"),
    Wrong::GOAL_AFTER_A_MOVE,
];

/// The 3×3 board of an input, as the kit's 3×3 tables hold it.
fn parse3(input: &str) -> Result<Board, String> {
    let square = parse(input)?;
    let cells: [u8; 9] = square.cells().try_into().map_err(|_| "not a 3×3 board")?;
    Ok(Board(cells))
}

/// The known wrong solutions of the 4×4 problem.
static WRONG4: [Wrong; 3] = [
    Wrong::limit_one_short(
        AOJ_MOST as i64,
        "-1",
        "the statement: every board is solved in at most 45 moves",
    ),
    Wrong::GOAL_AFTER_A_MOVE,
    Wrong {
        name: "three_by_three_parity_rule",
        source: "Johnson and Story (1879): on a board of even width the blank's row joins the inversions in the parity test; the inversions alone, the 3×3 test, call half the solvable 4×4 boards unsolvable",
        how: How::ModelOf(|input, answer| match odd_inversions(input) {
            true => Attempt::Printed("-1\n".into()),
            false => Attempt::Printed(answer.into()),
        }),
    },
];

/// Whether the tiles of `input`, read in order with the blank left out, hold an odd number
/// of inversions: the test that decides a 3×3 board, applied to any board.
fn odd_inversions(input: &str) -> bool {
    let square = parse(input).unwrap_or_else(|_| Square::goal(4));
    let tiles: Vec<u8> = square.cells().iter().copied().filter(|&t| t != 0).collect();
    let pairs = (0..tiles.len()).flat_map(|i| (i + 1..tiles.len()).map(move |j| (i, j)));
    pairs.filter(|&(i, j)| tiles[i] > tiles[j]).count() % 2 == 1
}

/// A 4×4 case whose distance lies in `reach`: walks of random length from the goal, each
/// solved within the range's upper end, until one lands in it. k alone means k..=45.
fn draw_solved(oracle: &Oracle, rng: &mut Mt19937, reach: Reach) -> Result<String, String> {
    let hi = reach.hi.unwrap_or(reach.lo.max(AOJ_MOST));
    let limits = (hi, MAX_DISTANCE_4X4, 10_000);
    draw_in_reach(rng, reach, limits, |rng| {
        let length = reach.lo + draw(rng, (2 * hi + 1) as usize) as u32;
        let text = AOJ.walk(rng, length);
        let board = parse(&text).expect("a walk prints a board");
        // The estimate rules most long walks out before any search.
        let moves = (oracle.estimate(&board) <= hi)
            .then(|| oracle.solve_within(&board, hi))
            .flatten()
            .map(|s| s.moves());
        (text, moves)
    })
}

/// One board of an instances file: its name, its cells and the length it claims.
struct Instance {
    name: String,
    board: Square,
    claimed: Option<u32>,
}

/// The boards of an instances file: one per line that is neither blank nor a `#` comment,
/// its last 16 numbers the board (AOJ's goal), its first word a name and its second, when
/// there are more than 17 words, the claimed optimal length.
fn instances(text: &str) -> Result<Vec<Instance>, String> {
    let mut found = Vec::new();
    for (number, line) in text.lines().enumerate() {
        let fields: Vec<&str> = words(line)?.collect();
        if fields.is_empty() || fields[0].starts_with('#') {
            continue;
        }
        let at = |why: String| format!("line {}: {why}", number + 1);
        if fields.len() < 17 {
            return Err(at(format!(
                "{} words, expected a name and 16 numbers",
                fields.len()
            )));
        }
        let board = parse(&fields[fields.len() - 16..].join(" ")).map_err(at)?;
        let claimed = match fields.len() {
            17 => None,
            _ => Some(
                fields[1]
                    .parse()
                    .map_err(|_| at(format!("'{}' is not a length", clip(fields[1]))))?,
            ),
        };
        let name = fields[0].to_string();
        found.push(Instance {
            name,
            board,
            claimed,
        });
    }
    Ok(found)
}

/// Solves every board of an instances file: one line each (name, length, nodes,
/// milliseconds), a total, and a disagreement for each length that differs from the claim.
fn solve_instances(oracle: &Oracle, text: &str) -> Result<Counted, String> {
    let all = instances(text)?;
    if all.is_empty() {
        return Err("the instances file holds no board (every line blank or a # comment)".into());
    }
    let mut counted = Counted::from(format!(
        "{:<8} {:>6} {:>12} {:>10}\n",
        "# board", "moves", "nodes", "ms"
    ));
    let (mut nodes, start) = (0u64, Instant::now());
    for instance in &all {
        let began = Instant::now();
        let solved = oracle.solve(&instance.board);
        let ms = began.elapsed().as_secs_f64() * 1e3;
        let (moves, n) = solved.map_or((-1, 0), |s| (i64::from(s.moves()), s.nodes));
        nodes += n;
        counted.text += &format!("{:<8} {moves:>6} {n:>12} {ms:>10.1}\n", instance.name);
        if let Some(claimed) = instance.claimed.filter(|&c| i64::from(c) != moves) {
            let why = format!(
                "board {}: {moves} moves, the file says {claimed}",
                instance.name
            );
            counted.disagreements.push(why);
        }
    }
    let seconds = start.elapsed().as_secs_f64();
    let agree = match counted.disagreements.len() {
        0 => "every claimed length agrees".to_string(),
        n => format!("{n} lengths disagree"),
    };
    counted.text += &format!(
        "total: {} boards, {nodes} nodes, {seconds:.2} s; {agree}\n",
        all.len()
    );
    Ok(counted)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn verdicts_at_both_sizes() {
        let tables = Tables::new();
        let check = |input: &str, out: &str| AOJ.check(&tables, input, out, None);
        assert_eq!(
            check("1 3 0 4 2 5 7 8 6", "4\n"),
            Verdict::Accepted("4".into())
        );
        let sample = "1 2 3 4\n6 7 8 0\n5 10 11 12\n9 13 14 15\n";
        assert!(check(sample, "\u{FEFF}8\n\n").is_accepted());
        let wrong = Verdict::WrongAnswer("8 expected, got 10".into());
        assert_eq!(check(sample, "10\n"), wrong);
        assert_eq!(check("1 2 3 4 5 6 8 7 0", "-1").exit_code(), 0);
        assert_eq!(check("1 2 3 4 5 6 8 7 0", "0").exit_code(), 1);
        assert_eq!(check(sample, "eight").exit_code(), 2);
        assert_eq!(check(sample, "8 8").exit_code(), 2);
        assert_eq!(check("1 2 3 4", "0").exit_code(), 3);
        assert_eq!(AOJ.check(&tables, sample, "8", Some("7")).exit_code(), 3);
    }

    #[test]
    fn walks_uniform_draws_and_sizes() {
        let mut rng = Mt19937::new(1);
        let walk = parse(&AOJ.walk(&mut rng, 1000)).unwrap();
        assert!(walk.side() == 4 && walk.solvable());
        let uniform = parse(&AOJ3.uniform(&mut rng)).unwrap();
        assert_eq!(uniform.side(), 3);
        assert_eq!(
            crate::registry::sized(&AOJ, "3").unwrap().name(),
            "aoj_idastar"
        );
        assert!(crate::registry::sized(&AOJ, "5").is_err());
        let reach = Reach { lo: 31, hi: None };
        let far = AOJ3.far(&Tables::new(), &mut rng, reach).unwrap();
        assert!(["6 4 7\n8 5 0\n3 2 1\n", "8 6 7\n2 5 4\n3 0 1\n"].contains(&far.as_str()));
    }

    #[test]
    fn instance_files_name_their_bad_lines() {
        assert!(instances("# only a comment\n\n").unwrap().is_empty());
        let short = instances("a 1 2 3\n").err().unwrap();
        assert!(short.starts_with("line 1: 4 words"), "{short}");
        let bad = "x y 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 0\n";
        assert!(instances(bad)
            .err()
            .unwrap()
            .contains("'y' is not a length"));
        let twice = "a 1 1 3 4 5 6 7 8 9 10 11 12 13 14 15 0\n";
        assert!(instances(twice).err().unwrap().contains("1 appears twice"));
    }
}
