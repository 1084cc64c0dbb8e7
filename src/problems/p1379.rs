//! Luogu P1379 八数码难题: one token of nine digits in, the fewest blank moves to
//! `123804765` out (`-1` when the board cannot get there). Judge bins: `p1379`,
//! `p1379_flat` (deliberately wrong), `p1379_reverse`.
//!
//! Also the seed's measurements, reproduced by `count`: the reference `count csv` byte for
//! byte, and the same numbers for people.
//!
//! ```
//! use eight_puzzle::problems::p1379::{parse, Truth};
//! use eight_puzzle::tables::Tables;
//!
//! let truth = Tables::new().get::<Truth>();
//! assert_eq!(truth.get(&parse("283104765").unwrap()), Some(4));
//! ```

use crate::board::{Adjacency, Board};
use crate::check::{check_count, Verdict};
use crate::distances::{Distances, DistancesTo, Goal};
use crate::facts::{histogram_line, hundredths, joined, lines};
use crate::mt19937::Mt19937;
use crate::problem::{Ask, Bin, Counted, Limits, Problem, Spec};
use crate::sampling::{far_boards, pick, uniform_board, walk_board, Mode, Reach};
use crate::tables::Tables;
use crate::text::words;
use crate::wrong::{printed_count, How, Wrong};
use std::fmt::Write;

/// The goal `123804765` (blank in the centre).
pub const GOAL: Board = Board([1, 2, 3, 8, 0, 4, 7, 6, 5]);

/// Parses the input: one token of nine distinct digits `0`–`8`.
pub fn parse(text: &str) -> Result<Board, String> {
    let mut tokens = words(text)?;
    let token = tokens.next().ok_or("empty board")?;
    if tokens.next().is_some() {
        return Err("more than one token on a P1379 board".into());
    }
    let cells: Vec<u8> = token
        .chars()
        .map(|c| match c {
            '0'..='8' => Ok(c as u8 - b'0'),
            _ => Err(format!("'{c}' is not a digit 0-8")),
        })
        .collect::<Result<_, _>>()?;
    Board::from_cells(&cells)
}

/// The input text of a board, e.g. `283104765\n`.
pub fn format(board: &Board) -> String {
    format!("{board}\n")
}

/// The real puzzle's goal and moves.
pub struct RealMoves;

impl Goal for RealMoves {
    const GOAL: Board = GOAL;
}

/// The distance of every board to the goal, by BFS over the real moves.
pub type Truth = DistancesTo<RealMoves>;

/// The seed's flat-index bug: the goal, and moves where `p ± 1` wraps across rows.
pub struct FlatMoves;

impl Goal for FlatMoves {
    const GOAL: Board = GOAL;
    const ADJACENCY: Adjacency = Adjacency::Flat;
}

/// The distances the seed's flat-index bug computes.
pub type FlatDistances = DistancesTo<FlatMoves>;

/// The problem, for the registry.
pub struct P1379;

/// The problem, as the registry lists it.
pub const PROBLEM: P1379 = P1379;

/// What the tools, the tests and the bench read of the problem.
static SPEC: Spec = Spec {
    bins: &[
        Bin::one("p1379"),
        Bin::recorded("p1379_flat"),
        Bin::one("p1379_reverse"),
    ],
    far_most: 30,
    uniform_in_range: true,
    bad: &[
        "",
        "   \n",
        "28310476\n",
        "2831047651\n",
        "28310476a\n",
        "283104763\n",
        "283100765\n",
        "283104769\n",
        "2 8 3 1 0 4 7 6 5\n",
        "283104765 283104765\n",
        "２83104765\n",
    ],
    sizes: &[],
    limits: Limits::stated(
        1000,
        125,
        "Luogu's page, as a solution file's header copies it",
    ),
};

impl Problem for P1379 {
    fn spec(&self) -> &'static Spec {
        &SPEC
    }

    fn parses(&self, input: &str) -> Option<bool> {
        Some(parse(input).is_ok())
    }

    fn check(&self, tables: &Tables, input: &str, output: &str, answer: Option<&str>) -> Verdict {
        check_count(
            tables,
            parse(input),
            |t: &Truth, b| t.get(b),
            (output, answer),
        )
    }

    fn walk(&self, rng: &mut Mt19937, k: u32) -> String {
        format(&walk_board(GOAL, rng, k))
    }

    fn uniform(&self, rng: &mut Mt19937) -> String {
        format(&uniform_board(GOAL, rng))
    }

    fn far(&self, tables: &Tables, rng: &mut Mt19937, reach: Reach) -> Result<String, String> {
        pick(tables, self.name(), reach, rng, || {
            far_boards(&tables.get::<Truth>(), reach, format)
        })
    }

    fn wrong(&self) -> &'static [Wrong] {
        &WRONG
    }

    /// The statement promises a board that reaches the goal.
    fn for_pack(&self, tables: &Tables, input: &str) -> bool {
        parse(input).is_ok_and(|b| tables.get::<Truth>().get(&b).is_some())
    }

    fn count(&self, tables: &Tables, ask: Ask) -> Result<Counted, String> {
        let csv = ask.facts(self.name())?;
        let facts = Facts::measure(tables);
        if csv {
            Ok(facts.csv().into())
        } else {
            Ok(facts.report().into())
        }
    }
}

/// The known wrong solutions: the seed's flat-index neighbours (run, through their
/// distances), a depth limit one short of the farthest board (30 moves), and the goal
/// tested only after a move.
static WRONG: [Wrong; 3] = [
    Wrong {
        name: "flat_index_neighbours",
        source: "the seed: p ± 1 on the flat index wraps across rows (p1379_flat; 86% of boards are answered short)",
        how: How::Program(|tables, input| {
            let flat = parse(input).ok().and_then(|b| tables.get::<FlatDistances>().get(&b));
            printed_count(flat)
        }),
    },
    Wrong::limit_one_short(30, "-1", "the seed: the farthest board is 30 moves from the goal"),
    Wrong::GOAL_AFTER_A_MOVE,
];

/// The walk lengths and the seed range of the reference's catch-rate table.
pub const WALK_LENGTHS: [u32; 4] = [4, 10, 20, 30];
pub const SEEDS: std::ops::RangeInclusive<u32> = 1..=300;
/// The far generator's threshold in the reference's table.
pub const FAR_K: u32 = 25;

/// The reference `count`'s measurements.
pub struct Facts {
    pub reach: usize,
    pub deepest: u32,
    pub farthest: Board,
    pub histogram: Vec<usize>,
    pub parity_same: usize,
    pub flat_reach: usize,
    pub flat_deepest: u32,
    /// Wrap-around moves from reachable boards, and how many of them keep the parity.
    pub fake_edges: (usize, usize),
    /// Boards the flat bug answers too small on, and right on.
    pub flat_shorter: usize,
    pub flat_equal: usize,
    /// Per walk length: seeds whose walk catches the flat bug, and the average true distance.
    pub flat_catch: [usize; 4],
    pub avg_walk_x100: [u64; 4],
    pub avg_dist_x100: u64,
    pub far_count: usize,
    pub far_catch: usize,
}

impl Facts {
    /// Measures everything the reference `count` measures.
    pub fn measure(tables: &Tables) -> Facts {
        let truth = tables.get::<Truth>();
        let flat = tables.get::<FlatDistances>();
        let histogram = truth.histogram();
        let deepest = truth.max_distance();
        let (flat_shorter, flat_equal) = flat_versus_truth(&truth, &flat);
        let (flat_catch, avg_walk_x100, far_catch) = catch_rates(tables, &truth, &flat);
        let total: u64 = truth.iter().map(|(_, d)| u64::from(d)).sum();
        Facts {
            reach: truth.len(),
            deepest,
            farthest: truth.at_least(deepest)[0],
            histogram,
            parity_same: Board::all()
                .filter(|b| b.tile_parity() == GOAL.tile_parity())
                .count(),
            flat_reach: flat.len(),
            flat_deepest: flat.max_distance(),
            fake_edges: fake_edges(&truth),
            flat_shorter,
            flat_equal,
            flat_catch,
            avg_walk_x100,
            avg_dist_x100: total * 100 / truth.len() as u64,
            far_count: truth.at_least(FAR_K).len(),
            far_catch,
        }
    }

    /// Boards of the other parity.
    pub fn parity_other(&self) -> usize {
        362_880 - self.parity_same
    }
}

/// The wrap-around moves from reachable boards: blank at the end of a row (cell 2 or 5) and
/// the next cell, or the start of a row (3 or 6) and the previous one; and how many of them
/// keep the tiles' inversion parity.
fn fake_edges(truth: &Distances) -> (usize, usize) {
    let (mut edges, mut same_parity) = (0, 0);
    for (board, _) in truth.iter() {
        let p = board.blank();
        for q in [p.wrapping_sub(1), p + 1] {
            if q > 8 || q / 3 == p / 3 {
                continue;
            }
            edges += 1;
            same_parity += usize::from(board.moved(q).tile_parity() == board.tile_parity());
        }
    }
    (edges, same_parity)
}

/// How many reachable boards the flat bug answers too small on, and right on.
fn flat_versus_truth(truth: &Distances, flat: &Distances) -> (usize, usize) {
    let (mut shorter, mut equal) = (0, 0);
    for (board, d) in truth.iter() {
        let wrong = flat
            .get(&board)
            .expect("the flat graph reaches every real board");
        shorter += usize::from(wrong < d);
        equal += usize::from(wrong == d);
    }
    (shorter, equal)
}

/// Per walk length, the seeds whose mode-0 case catches the flat bug and the walks' average
/// true distance (times 100); then the seeds whose mode-1 case (k = [`FAR_K`]) catches it.
fn catch_rates(
    tables: &Tables,
    truth: &Distances,
    flat: &Distances,
) -> ([usize; 4], [u64; 4], usize) {
    // The cases `gen` prints for these seeds (as `cases::Generator` draws them), drawn here
    // from the problem itself so that the kit's imports only point down.
    let board_for = |seed: u32, k: u32, mode: Mode| {
        let mut rng = Mt19937::new(seed);
        let text = match mode {
            Mode::Far => P1379
                .far(tables, &mut rng, FAR_K.into())
                .expect("far boards exist"),
            _ => P1379.walk(&mut rng, k),
        };
        parse(&text).expect("the generator prints boards")
    };
    let caught = |board: &Board| truth.get(board) != flat.get(board);
    let (mut flat_catch, mut avg_walk_x100) = ([0; 4], [0; 4]);
    for (i, &k) in WALK_LENGTHS.iter().enumerate() {
        let boards: Vec<Board> = SEEDS.map(|seed| board_for(seed, k, Mode::Walk)).collect();
        flat_catch[i] = boards.iter().filter(|b| caught(b)).count();
        let total: u64 = boards
            .iter()
            .filter_map(|b| truth.get(b))
            .map(u64::from)
            .sum();
        avg_walk_x100[i] = total * 100 / boards.len() as u64;
    }
    let far_catch = SEEDS
        .filter(|&seed| caught(&board_for(seed, FAR_K, Mode::Far)))
        .count();
    (flat_catch, avg_walk_x100, far_catch)
}

impl Facts {
    /// The reference `count csv`, byte for byte.
    pub fn csv(&self) -> String {
        lines(&[
            format!("reach,{},{}", self.reach, self.deepest),
            format!(
                "parity,{},{},{}",
                self.parity_same,
                self.parity_other(),
                u8::from(self.parity_same == self.reach)
            ),
            format!("flatReach,{},{}", self.flat_reach, self.flat_deepest),
            format!("fakeEdges,{},{}", self.fake_edges.0, self.fake_edges.1),
            format!("flatShorter,{},{}", self.flat_shorter, self.flat_equal),
            format!("flatCatch,{}", joined(&self.flat_catch, ",")),
            format!("avgDist,{}", self.avg_dist_x100),
            format!("avgGen,{}", joined(&self.avg_walk_x100, ",")),
            format!("farCatch,{},{}", self.far_count, self.far_catch),
        ])
    }

    /// The same measurements, for people.
    pub fn report(&self) -> String {
        let mut out = String::from("P1379 (goal 123804765), breadth-first search from the goal:\n");
        let at_deepest = self.histogram[self.deepest as usize];
        let _ = writeln!(out, "  reachable boards: {} of 9! = 362880; the farthest are {} moves out ({at_deepest} boards, first {})", self.reach, self.deepest, self.farthest);
        let _ = writeln!(
            out,
            "  boards per distance: {}",
            histogram_line(&self.histogram)
        );
        let agrees = if self.parity_same == self.reach {
            "exactly the reachable ones"
        } else {
            "NOT the reachable ones"
        };
        let _ = writeln!(out, "  parity test, independent of the search: {} boards share the goal's tile-inversion parity, {} do not: {agrees}", self.parity_same, self.parity_other());
        out += "the flat-index bug (p +- 1 wraps across rows):\n";
        let _ = writeln!(out, "  reaches {} boards (not 362880: a wrap-around move keeps the parity), the farthest {} moves out", self.flat_reach, self.flat_deepest);
        let _ = writeln!(
            out,
            "  wrap-around moves from reachable boards: {}, of which {} keep the parity",
            self.fake_edges.0, self.fake_edges.1
        );
        let _ = writeln!(
            out,
            "  answers too small on {} boards, right on {}, too large on none",
            self.flat_shorter, self.flat_equal
        );
        out + &self.report_catch_rates()
    }

    fn report_catch_rates(&self) -> String {
        let seeds = SEEDS.count();
        let mut out = format!("catching it with the generator, {seeds} seeds each:\n");
        for (i, k) in WALK_LENGTHS.iter().enumerate() {
            let average = hundredths(self.avg_walk_x100[i]);
            let caught = self.flat_catch[i];
            let _ = writeln!(out, "  mode 0, walk of {k:>2} moves: caught {caught:>3} / {seeds}; average true distance {average}");
        }
        let average = hundredths(self.avg_dist_x100);
        let _ = writeln!(
            out,
            "  average true distance over all reachable boards: {average}"
        );
        let _ = writeln!(
            out,
            "  mode 1, distance >= {FAR_K} ({} boards qualify): caught {} / {seeds}",
            self.far_count, self.far_catch
        );
        out + "  a walk of k moves is not a board k moves out: it wanders back toward the goal\n"
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn formats_round_trip_and_bad_boards_are_refused() {
        let b = parse("283104765").unwrap();
        assert_eq!(format(&b), "283104765\n");
        let bad = [
            "",
            "28310476",
            "2831047650",
            "28310476a",
            "283104762",
            "1 2",
        ];
        for text in bad {
            assert!(parse(text).is_err(), "{text:?}");
        }
    }

    #[test]
    fn the_goal_reaches_exactly_the_boards_of_its_parity() {
        let truth = Tables::new().get::<Truth>();
        let mut same_parity = 0;
        for board in Board::all() {
            let same = board.tile_parity() == GOAL.tile_parity();
            same_parity += usize::from(same);
            assert_eq!(truth.get(&board).is_some(), same, "{board}");
        }
        assert_eq!((same_parity, truth.len()), (181_440, 181_440));
        assert_eq!((truth.max_distance(), truth.histogram()[30]), (30, 148));
    }

    #[test]
    fn the_flat_graph_reaches_the_same_boards_less_deep() {
        let flat = Tables::new().get::<FlatDistances>();
        assert_eq!((flat.len(), flat.max_distance()), (181_440, 28));
    }

    #[test]
    fn the_checker_compares_with_the_oracle() {
        let tables = Tables::new();
        let check = |input: &str, out: &str, ans: Option<&str>| {
            P1379.check(&tables, input, out, ans).exit_code()
        };
        let sample = "283104765\n";
        assert_eq!(check(sample, "4\n", None), 0);
        assert_eq!(check(sample, "4", Some("4\n")), 0);
        assert_eq!(check(sample, "5\n", None), 1);
        assert_eq!(check(sample, "four\n", None), 2);
        assert_eq!(check(sample, "", None), 2);
        assert_eq!(check(sample, "4 4\n", None), 2);
        assert_eq!(check(sample, "4\n", Some("5\n")), 3);
        assert_eq!(check("28310476", "4", None), 3);
        assert_eq!(check("213804765", "-1", None), 0);
    }
}
