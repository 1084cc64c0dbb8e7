//! The measurements behind the seed write-ups, reproduced by `count`: every number comes
//! from the kit's oracles and generators, none is typed in.

use crate::board::{Adjacency, Board, P1379_GOAL};
use crate::check::{Checker, Problem};
use crate::generate::{Generator, Mode};
use crate::oracle::{histogram, Distances};
use crate::yuzan::{self, Grid, Kind};
use std::fmt::Write;

/// The walk lengths and the seed range of the reference's catch-rate table.
pub const WALK_LENGTHS: [u32; 4] = [4, 10, 20, 30];
pub const SEEDS: std::ops::RangeInclusive<u32> = 1..=300;
/// The far generator's threshold in the reference's table.
pub const FAR_K: u32 = 25;

/// The reference `count`'s measurements of P1379.
pub struct P1379Facts {
    pub reach: usize,
    pub deepest: u32,
    pub farthest: Board,
    pub at_deepest: usize,
    pub histogram: Vec<usize>,
    pub parity_same: usize,
    pub parity_other: usize,
    pub flat_reach: usize,
    pub flat_deepest: u32,
    pub fake_edges: usize,
    pub fake_edges_same_parity: usize,
    pub flat_shorter: usize,
    pub flat_equal: usize,
    pub flat_catch: [usize; 4],
    pub avg_dist_x100: u64,
    pub avg_walk_x100: [u64; 4],
    pub far_count: usize,
    pub far_catch: usize,
}

/// Measures P1379 as the reference `count` does.
pub fn p1379(tables: &Checker) -> P1379Facts {
    let truth = tables.p1379_table();
    let flat = Distances::from_goal(P1379_GOAL, Adjacency::Flat);
    let histogram = truth.histogram();
    let deepest = truth.max_distance();
    let farthest = truth.at_least(deepest)[0];

    let goal_parity = P1379_GOAL.tile_parity();
    let parity_same = Board::all()
        .filter(|b| b.tile_parity() == goal_parity)
        .count();

    // The wrap-around edges: blank at the end of a row (cell 2 or 5) and the next cell, or the
    // start of a row (3 or 6) and the previous one.
    let (mut fake_edges, mut fake_edges_same_parity) = (0, 0);
    for (board, _) in truth.iter() {
        let p = board.blank();
        for q in [p.wrapping_sub(1), p + 1] {
            if q > 8 || q / 3 == p / 3 {
                continue;
            }
            let mut moved = board;
            moved.0.swap(p, q);
            fake_edges += 1;
            fake_edges_same_parity += usize::from(moved.tile_parity() == board.tile_parity());
        }
    }
    let (mut flat_shorter, mut flat_equal) = (0, 0);
    for (board, d) in truth.iter() {
        let wrong = flat
            .get(&board)
            .expect("the flat graph reaches every real board");
        flat_shorter += usize::from(wrong < d);
        flat_equal += usize::from(wrong == d);
    }

    let generator = Generator::new(tables);
    let board_for = |seed: u32, k: u32, mode: Mode| {
        let text = generator
            .case(Problem::P1379, seed, k, mode)
            .expect("k is in range");
        Board::from_digits(&text).expect("the generator prints boards")
    };
    let caught = |board: &Board| truth.get(board) != flat.get(board);
    let mut flat_catch = [0; 4];
    let mut avg_walk_x100 = [0; 4];
    for (i, &k) in WALK_LENGTHS.iter().enumerate() {
        let boards: Vec<Board> = SEEDS.map(|seed| board_for(seed, k, Mode::Walk)).collect();
        flat_catch[i] = boards.iter().filter(|b| caught(b)).count();
        let total: u64 = boards
            .iter()
            .map(|b| u64::from(truth.get(b).unwrap()))
            .sum();
        avg_walk_x100[i] = total * 100 / boards.len() as u64;
    }
    let total: u64 = truth.iter().map(|(_, d)| u64::from(d)).sum();
    let far_catch = SEEDS
        .filter(|&seed| caught(&board_for(seed, FAR_K, Mode::Far)))
        .count();

    P1379Facts {
        reach: truth.len(),
        deepest,
        farthest,
        at_deepest: histogram[deepest as usize],
        histogram,
        parity_same,
        parity_other: 362_880 - parity_same,
        flat_reach: flat.len(),
        flat_deepest: flat.max_distance(),
        fake_edges,
        fake_edges_same_parity,
        flat_shorter,
        flat_equal,
        flat_catch,
        avg_dist_x100: total * 100 / truth.len() as u64,
        avg_walk_x100,
        far_count: truth.at_least(FAR_K).len(),
        far_catch,
    }
}

fn joined<T: ToString>(values: &[T], separator: &str) -> String {
    values
        .iter()
        .map(T::to_string)
        .collect::<Vec<_>>()
        .join(separator)
}

/// Two decimals of a value kept times 100, as the reference prints it.
fn hundredths(x100: u64) -> String {
    format!("{}.{:02}", x100 / 100, x100 % 100)
}

/// `distance:count` pairs.
fn histogram_line(histogram: &[usize]) -> String {
    let pairs: Vec<String> = histogram
        .iter()
        .enumerate()
        .map(|(d, n)| format!("{d}:{n}"))
        .collect();
    pairs.join(" ")
}

impl P1379Facts {
    /// The reference `count csv`, byte for byte.
    pub fn csv(&self) -> String {
        let rows = [
            format!("reach,{},{}", self.reach, self.deepest),
            format!(
                "parity,{},{},{}",
                self.parity_same,
                self.parity_other,
                u8::from(self.parity_same == self.reach)
            ),
            format!("flatReach,{},{}", self.flat_reach, self.flat_deepest),
            format!(
                "fakeEdges,{},{}",
                self.fake_edges, self.fake_edges_same_parity
            ),
            format!("flatShorter,{},{}", self.flat_shorter, self.flat_equal),
            format!("flatCatch,{}", joined(&self.flat_catch, ",")),
            format!("avgDist,{}", self.avg_dist_x100),
            format!("avgGen,{}", joined(&self.avg_walk_x100, ",")),
            format!("farCatch,{},{}", self.far_count, self.far_catch),
        ];
        rows.join("\n") + "\n"
    }

    /// The same measurements, for people.
    pub fn report(&self) -> String {
        let mut out = String::new();
        let seeds = SEEDS.count();
        let _ = writeln!(
            out,
            "P1379 (goal 123804765), breadth-first search from the goal:"
        );
        let _ = writeln!(out, "  reachable boards: {} of 9! = 362880; the farthest are {} moves out ({} boards, first {})", self.reach, self.deepest, self.at_deepest, self.farthest);
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
        let _ = writeln!(out, "  parity test, independent of the search: {} boards share the goal's tile-inversion parity, {} do not: {agrees}", self.parity_same, self.parity_other);
        let _ = writeln!(out, "the flat-index bug (p +- 1 wraps across rows):");
        let _ = writeln!(out, "  reaches {} boards (not 362880: a wrap-around move keeps the parity), the farthest {} moves out", self.flat_reach, self.flat_deepest);
        let _ = writeln!(
            out,
            "  wrap-around moves from reachable boards: {}, of which {} keep the parity",
            self.fake_edges, self.fake_edges_same_parity
        );
        let _ = writeln!(
            out,
            "  answers too small on {} boards, right on {}, too large on none",
            self.flat_shorter, self.flat_equal
        );
        let _ = writeln!(out, "catching it with the generator, {seeds} seeds each:");
        for (i, k) in WALK_LENGTHS.iter().enumerate() {
            let _ = writeln!(
                out,
                "  mode 0, walk of {k:>2} moves: caught {:>3} / {seeds}; average true distance {}",
                self.flat_catch[i],
                hundredths(self.avg_walk_x100[i])
            );
        }
        let _ = writeln!(
            out,
            "  average true distance over all reachable boards: {}",
            hundredths(self.avg_dist_x100)
        );
        let _ = writeln!(
            out,
            "  mode 1, distance >= {FAR_K} ({} boards qualify): caught {} / {seeds}",
            self.far_count, self.far_catch
        );
        let _ = writeln!(
            out,
            "  a walk of k moves is not a board k moves out: it wanders back toward the goal"
        );
        out
    }
}

/// Size and shape of one problem's distance table.
pub struct TableFacts {
    pub states: usize,
    pub reach: usize,
    pub deepest: u32,
    pub at_deepest: usize,
    pub farthest: String,
    pub histogram: Vec<usize>,
    pub avg_x100: u64,
}

impl TableFacts {
    fn from_histogram(states: usize, histogram: Vec<usize>, farthest: String) -> TableFacts {
        let reach = histogram.iter().sum();
        let deepest = histogram.len() as u32 - 1;
        let total: usize = histogram.iter().enumerate().map(|(d, n)| d * n).sum();
        TableFacts {
            states,
            reach,
            deepest,
            at_deepest: histogram[deepest as usize],
            farthest,
            avg_x100: (total * 100 / reach) as u64,
            histogram,
        }
    }

    fn csv_rows(&self) -> Vec<String> {
        vec![
            format!("reach,{},{},{}", self.reach, self.states, self.deepest),
            format!("deepest,{},{}", self.at_deepest, self.farthest),
            format!("histogram,{}", joined(&self.histogram, ",")),
            format!("avgDist,{}", self.avg_x100),
        ]
    }

    fn report_lines(&self, what: &str) -> String {
        let mut out = String::new();
        let _ = writeln!(
            out,
            "  {what}: {} of {} can be solved; the farthest are {} moves out ({} {what}, first {})",
            self.reach, self.states, self.deepest, self.at_deepest, self.farthest
        );
        let _ = writeln!(out, "  per distance: {}", histogram_line(&self.histogram));
        let _ = writeln!(out, "  average distance: {}", hundredths(self.avg_x100));
        out
    }

    pub fn csv(&self) -> String {
        self.csv_rows().join("\n") + "\n"
    }

    pub fn report(&self, title: &str) -> String {
        format!("{title}\n{}", self.report_lines("grids"))
    }
}

/// AcWing 179's table.
pub fn acwing(tables: &Checker) -> TableFacts {
    let table = tables.acwing_table();
    let farthest = table.at_least(table.max_distance())[0].to_acwing();
    TableFacts::from_histogram(362_880, table.histogram(), farthest)
}

/// The alternating-swap puzzle's tables, and the check that per-grid marks are exact.
pub struct YuzanFacts {
    pub by_side: Vec<TableFacts>,
    /// Over every 3×3 grid and both first kinds: how many (grid, kind) pairs the per-grid
    /// BFS and the pair BFS agree on, out of how many.
    pub per_grid_agree: (usize, usize),
}

/// Measures n = 2 and n = 3, and compares per-grid marks with (grid, kind) pairs for n = 3.
pub fn yuzan(tables: &Checker) -> YuzanFacts {
    let oracles = tables.yuzan_oracles();
    let mut by_side = Vec::new();
    for side in [2, 3] {
        let oracle = oracles.for_side(side).expect("n = 2 and 3 have oracles");
        // One pass: every grid's fewest moves, and the first grid at the largest of them.
        let (mut states, mut distances) = (0, Vec::new());
        let mut farthest: Option<(u32, Grid)> = None;
        for grid in Grid::all(side) {
            states += 1;
            if let Some(d) = oracle.fewest_moves(&grid) {
                distances.push(d);
                if farthest.as_ref().map_or(true, |(most, _)| d > *most) {
                    farthest = Some((d, grid));
                }
            }
        }
        let (_, farthest) = farthest.expect("the sorted grid is solvable");
        by_side.push(TableFacts::from_histogram(
            states,
            histogram(distances),
            farthest.describe(),
        ));
    }
    let oracle = oracles.for_side(3).expect("n = 3 has an oracle");
    let classes = [
        yuzan::per_grid_distances(3, 0),
        yuzan::per_grid_distances(3, 1),
    ];
    let (mut agree, mut total) = (0, 0);
    for grid in Grid::all(3) {
        for kind in [Kind::Orthogonal, Kind::Diagonal] {
            let marks = &classes[kind as usize ^ grid.parity()];
            let per_grid = marks.get(&grid.key()).map(|&d| u32::from(d));
            total += 1;
            agree += usize::from(per_grid == oracle.fewest_starting_with(&grid, kind));
        }
    }
    YuzanFacts {
        by_side,
        per_grid_agree: (agree, total),
    }
}

impl YuzanFacts {
    pub fn csv(&self) -> String {
        let mut rows = Vec::new();
        for (facts, side) in self.by_side.iter().zip([2, 3]) {
            rows.extend(
                facts
                    .csv_rows()
                    .into_iter()
                    .map(|row| format!("n{side}{row}")),
            );
        }
        rows.push(format!(
            "perGridMarks,{},{}",
            self.per_grid_agree.0, self.per_grid_agree.1
        ));
        rows.join("\n") + "\n"
    }

    pub fn report(&self) -> String {
        let mut out = String::from("yuzan1830's alternating swaps, breadth-first search over (grid, kind of first move):\n");
        for (facts, side) in self.by_side.iter().zip([2, 3]) {
            out += &facts.report_lines(&format!("{side}x{side} grids"));
        }
        let (agree, total) = self.per_grid_agree;
        let verdict = if agree == total {
            "the same"
        } else {
            "NOT the same"
        };
        let _ = writeln!(out, "  marking grids alone, one search per first kind, gives {verdict} fewest moves as marking (grid, kind) pairs: {agree} of {total} (grid, first kind) pairs agree");
        out
    }
}
