//! yuzan1830's alternating-swap puzzle: grids, the oracle, the judge of `Step #i: a b`, the
//! cases `gen` prints and the facts `count` prints. Judge bin: `yuzan_alternating`.
//!
//! An n×n grid holds 1..=n², each once. A move swaps two numbers that are orthogonally
//! adjacent (type A) or diagonally adjacent (type B); consecutive moves alternate types.
//!
//! The oracle is written apart from the judge bin: a BFS from the sorted grid over pairs
//! (grid, type of the first move still to make), kept in a hash map of packed grids. It uses
//! that every swap undoes itself: if grid q is sorted in d moves starting with a move of type
//! u, then for any swap s of the other type, q∘s is sorted in at most d + 1 moves starting
//! with s (type not-u) and continuing as q does. BFS turns those bounds into exact values.
//!
//! ```
//! use eight_puzzle::problems::yuzan_alternating::{Grid, Oracles};
//! use eight_puzzle::tables::Tables;
//!
//! let oracles = Tables::new().get::<Oracles>();
//! let grid = Grid::parse("1 2 9\n4 6 3\n7 8 5").unwrap();
//! assert_eq!(oracles.for_side(3).unwrap().fewest_moves(&grid), Some(3));
//! ```

use crate::check::{self, check_with, Judged, Verdict};
use crate::distances::histogram;
use crate::facts::{lines, TableFacts};
use crate::fxhash::FxHashMap;
pub use crate::grid::{Grid, Kind};
use crate::mt19937::Mt19937;
use crate::problem::{Ask, Bin, Counted, Limits, Problem, Spec};
use crate::sampling::{draw, draw_in_reach, none_that_far, pick, served, shuffle, Reach};
use crate::tables::{Table, Tables};
use crate::text::{clip, plural};
use std::collections::VecDeque;
use std::fmt::Write;

/// Fewest moves for every grid of one side length.
pub struct Oracle {
    side: usize,
    /// `first_move[key][kind]`: fewest moves when the first move is of `kind` (0 for the
    /// sorted grid); `UNSOLVED` if no such sequence exists.
    pub(crate) first_move: FxHashMap<u64, [u8; 2]>,
}

const UNSOLVED: u8 = u8::MAX;

impl Oracle {
    /// BFS from the sorted n×n grid over (grid, kind of first move) pairs; n ≤ 3.
    pub fn new(side: usize) -> Oracle {
        assert!(
            (1..=3).contains(&side),
            "the oracle is exact for n = 1, 2, 3 only"
        );
        Oracle::within(side, u8::MAX - 1)
    }

    /// The same search, stopped after `depth` moves (n ≤ 4): exact for every pair within
    /// `depth` moves of the sorted grid, and silent (`None`) about the others.
    pub fn within(side: usize, depth: u8) -> Oracle {
        let sorted = Grid::sorted(side).key();
        let swaps = [
            Grid::swaps(side, Kind::Orthogonal),
            Grid::swaps(side, Kind::Diagonal),
        ];
        let mut first_move: FxHashMap<u64, [u8; 2]> = FxHashMap::default();
        first_move.reserve(if side == 4 { 1 << 21 } else { 1 << 10 });
        first_move.insert(sorted, [0, 0]);
        let mut queue = VecDeque::from([(sorted, Kind::Orthogonal), (sorted, Kind::Diagonal)]);
        while let Some((key, kind)) = queue.pop_front() {
            let d = first_move[&key][kind as usize];
            if d == depth {
                continue;
            }
            // Undo one swap of the other kind: that swap becomes the new first move.
            let before = kind.other();
            for &(a, b) in &swaps[before as usize] {
                let prev = Grid::swap_in_key(key, a, b);
                let entry = first_move.entry(prev).or_insert([UNSOLVED; 2]);
                if entry[before as usize] == UNSOLVED {
                    entry[before as usize] = d + 1;
                    queue.push_back((prev, before));
                }
            }
        }
        Oracle { side, first_move }
    }

    /// How many grids have at least one solution.
    pub fn solvable(&self) -> usize {
        self.first_move.len()
    }

    /// Fewest moves whose first move is of `kind`; `Some(0)` for the sorted grid.
    pub fn fewest_starting_with(&self, grid: &Grid, kind: Kind) -> Option<u32> {
        assert_eq!(grid.side(), self.side, "grid and oracle sizes differ");
        self.fewest_from_key(grid.key(), kind)
    }

    /// The same, for the grid of this oracle's size whose [`Grid::key`] is `key`.
    pub fn fewest_from_key(&self, key: u64, kind: Kind) -> Option<u32> {
        let d = self.first_move.get(&key)?[kind as usize];
        (d != UNSOLVED).then_some(u32::from(d))
    }

    /// Fewest moves of any kind first; `None` when the grid cannot be sorted.
    pub fn fewest_moves(&self, grid: &Grid) -> Option<u32> {
        let a = self.fewest_starting_with(grid, Kind::Orthogonal);
        let b = self.fewest_starting_with(grid, Kind::Diagonal);
        a.into_iter().chain(b).min()
    }
}

/// Fewest moves to the sorted grid for every grid, by a BFS that marks grids alone, as the
/// judge bin does, for one `class` of alternation: at grid q the next move is of kind
/// `class xor parity(q)`. A search from a grid p whose first move has kind t follows class
/// `t xor parity(p)`, so [`Oracle::fewest_starting_with`] must equal this table there: the
/// measurement that shows per-grid marks are exact (`count --problem yuzan_alternating`).
pub fn per_grid_distances(side: usize, class: usize) -> FxHashMap<u64, u8> {
    let sorted = Grid::sorted(side);
    let swaps = [
        Grid::swaps(side, Kind::Orthogonal),
        Grid::swaps(side, Kind::Diagonal),
    ];
    let mut dist = FxHashMap::default();
    dist.insert(sorted.key(), 0u8);
    let mut queue = VecDeque::from([(sorted.key(), sorted.parity())]);
    while let Some((key, parity)) = queue.pop_front() {
        let d = dist[&key];
        // A predecessor p has the other parity, and its move into q has kind class ^ parity(p).
        let kind = class ^ parity ^ 1;
        for &(a, b) in &swaps[kind] {
            let prev = Grid::swap_in_key(key, a, b);
            dist.entry(prev).or_insert_with(|| {
                queue.push_back((prev, parity ^ 1));
                d + 1
            });
        }
    }
    dist
}

/// The oracles for n = 1, 2 and 3.
pub struct Oracles {
    by_side: Vec<Oracle>,
}

impl Table for Oracles {
    fn build(_: &Tables) -> Oracles {
        Oracles {
            by_side: (1..=3).map(Oracle::new).collect(),
        }
    }
}

impl Oracles {
    /// The oracle for side `n`, if the puzzle is exact for it.
    pub fn for_side(&self, n: usize) -> Option<&Oracle> {
        self.by_side.get(n.wrapping_sub(1))
    }
}

/// A parsed input with its fewest moves (`None`: no solution).
pub struct Case {
    pub grid: Grid,
    pub fewest: Option<u32>,
}

/// Judges an output: `No Need`, `No Solution`, or steps that swap adjacent numbers, alternate
/// kinds, sort the grid and are as few as the oracle's. Blank lines are allowed anywhere
/// (the seed's program prints one at the end), and any spaces between and around words.
pub fn judge(case: &Case, output: &str) -> Judged {
    let lines = word_lines(output);
    let lines: Vec<&str> = lines.iter().map(String::as_str).collect();
    if let Some(judged) = judge_words(&lines, case.fewest) {
        return judged;
    }
    let end = play(&case.grid, &lines)?;
    let moves = lines.len() as u32;
    let wa = |why: String| Err(Verdict::WrongAnswer(why));
    if !end.is_sorted() {
        return wa(format!("ends at {}", end.describe()));
    }
    match case.fewest {
        Some(0) => wa(format!(
            "the grid is already sorted: No Need expected, got {moves} steps"
        )),
        Some(d) if d == moves => Ok(format!("{}, optimal", plural(moves, "move"))),
        Some(d) => wa(format!("{} expected, got {moves}", plural(d, "move"))),
        None => Err(Verdict::Fail(format!(
            "the oracle says unsolvable, yet {moves} steps sort it"
        ))),
    }
}

/// The output's non-blank lines, each by its words, as the judges compare: spaces inside a
/// line do not matter.
fn word_lines(output: &str) -> Vec<String> {
    output
        .lines()
        .map(|line| line.split_ascii_whitespace().collect::<Vec<_>>().join(" "))
        .filter(|line| !line.is_empty())
        .collect()
}

/// How many steps an output's sequence has, if it is legal and sorts `grid`.
fn sorts_in(grid: &Grid, output: &str) -> Option<u32> {
    let lines = word_lines(output);
    let lines: Vec<&str> = lines.iter().map(String::as_str).collect();
    let end = play(grid, &lines).ok()?;
    end.is_sorted().then_some(lines.len() as u32)
}

/// The verdict on an empty output or one of the words `No Need`, `No Solution`; `None`
/// for anything else.
fn judge_words(lines: &[&str], fewest: Option<u32>) -> Option<Judged> {
    let wa = |why: String| Some(Err(Verdict::WrongAnswer(why)));
    match (lines, fewest) {
        ([], _) => Some(Err(Verdict::PresentationError("empty output".into()))),
        (["No Need"], Some(0)) => Some(Ok("No Need".into())),
        (["No Need"], Some(d)) => wa(format!(
            "No Need printed, but the grid needs {}",
            plural(d, "move")
        )),
        (["No Need"], None) => wa("No Need printed, but the grid cannot be sorted".into()),
        (["No Solution"], None) => Some(Ok("No Solution".into())),
        (["No Solution"], Some(d)) => wa(format!(
            "No Solution printed, but {} sort it",
            plural(d, "move")
        )),
        _ => None,
    }
}

/// Plays the `Step #i: a b` lines on `grid`: each must swap two adjacent numbers of the kind
/// the previous step did not use. The grid they end at.
fn play(grid: &Grid, lines: &[&str]) -> Result<Grid, Verdict> {
    let wa = |why: String| Err(Verdict::WrongAnswer(why));
    let mut cells = grid.cells().to_vec();
    let mut previous: Option<Kind> = None;
    for (i, line) in lines.iter().enumerate() {
        let step = i + 1;
        let Some((a, b)) = parse_step(line, step) else {
            return Err(Verdict::PresentationError(format!(
                "line {step}: expected 'Step #{step}: a b', got {:?}",
                clip(line)
            )));
        };
        let find = |x: u32| cells.iter().position(|&c| c == x);
        let (Some(pa), Some(pb)) = (find(a), find(b)) else {
            return wa(format!("step {step}: {a} and {b} are not both on the grid"));
        };
        let Some(kind) = grid.kind_between(pa, pb) else {
            return wa(format!("step {step}: {a} and {b} are not adjacent"));
        };
        if previous == Some(kind) {
            let kind = kind.name();
            return wa(format!(
                "steps {} and {step} are both {kind} swaps",
                step - 1
            ));
        }
        previous = Some(kind);
        cells.swap(pa, pb);
    }
    Ok(Grid {
        side: grid.side,
        cells,
    })
}

/// `Step #i: a b` with the given i; the two numbers.
fn parse_step(line: &str, step: usize) -> Option<(u32, u32)> {
    let rest = line.strip_prefix(&format!("Step #{step}:"))?;
    // Numbers written as the judges write them: no sign, no leading zero.
    let canonical = |t: &str| t.parse::<u32>().ok().filter(|v| v.to_string() == t);
    let mut numbers = rest.split_whitespace().map(canonical);
    let (a, b) = (numbers.next()??, numbers.next()??);
    // The same number twice is well formed: the move is wrong (`play`), not the line.
    numbers.next().is_none().then_some((a, b))
}

pub mod four;
pub mod wrong;

/// The problem, for the registry: `gen` prints grids of side `side` (3, or 4 with `--size
/// 4`); `check` takes any n <= 4.
pub struct Yuzan {
    side: usize,
}

pub const YUZAN: Yuzan = Yuzan { side: 3 };

/// The problem, as the registry lists it.
pub const PROBLEM: Yuzan = YUZAN;

/// What the tools, the tests and the bench read of the problem at 4×4.
static SPEC4: Spec = Spec {
    far_most: GEN_MOST_4X4,
    ..SPEC
};

/// What the tools, the tests and the bench read of the problem.
static SPEC: Spec = Spec {
    bins: &[Bin::many("yuzan_alternating")],
    far_most: 12,
    uniform_in_range: true,
    bad: &[
        "1 2 3\n",
        "0 1 2 3\n",
        "1 2 2 3\n",
        "1 2 9 4 6 3 7 8 5 5\n",
        "a b c d\n",
        "1 2 3 4 5 6 7 8 9 10",
        "1 2 3 x\n",
        "1 2 3 -4\n",
        "1 2 3 99999999999999999999999\n",
        "1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19 20 21 22 23 24 25",
    ],
    sizes: &[(3, &YUZAN), (4, &YUZAN4)],
    limits: Limits::usual("no judge hosts the problem"),
};
pub const YUZAN4: Yuzan = Yuzan { side: 4 };

/// The most moves a 4×4 grid is known to need (the reversed grid's 26; not proven the
/// largest): the upper end of a 4×4 mode-1 range given as k alone.
pub const MOST_4X4: u32 = 26;

/// The largest fewest-moves `gen` mode 1 draws 4×4 grids at: every seed we tried at 16
/// answered within 1 s, while at 17 some took 2.4 s and from 20 on a thousand draws find
/// none (random walks seldom end that far out, and the kit's search slows there).
pub const GEN_MOST_4X4: u32 = 16;

impl Problem for Yuzan {
    fn spec(&self) -> &'static Spec {
        match self.side {
            4 => &SPEC4,
            _ => &SPEC,
        }
    }

    fn wrong(&self) -> &'static [crate::wrong::Wrong] {
        match self.side {
            4 => &wrong::WRONG_4X4,
            _ => &wrong::WRONG_3X3,
        }
    }

    fn checker(&self) -> Option<&'static str> {
        Some(include_str!("../checkers/yuzan_alternating.rs"))
    }

    fn named_inputs(&self) -> &'static [(&'static str, &'static str, u32)] {
        match self.side {
            4 => &four::HARD,
            _ => &[],
        }
    }

    fn parses(&self, input: &str) -> Option<bool> {
        match Grid::parse(input) {
            Ok(grid) if grid.side() > 4 => None, // the bin refuses n >= 5 on purpose
            parsed => Some(parsed.is_ok()),
        }
    }

    fn check(&self, tables: &Tables, input: &str, output: &str, answer: Option<&str>) -> Verdict {
        let case = Grid::parse(input).and_then(|grid| {
            let fewest = match grid.side() {
                4 => {
                    // A sequence that sorts the grid bounds the search: proving it optimal
                    // is one failed search, far cheaper than finding one.
                    let known = [Some(output), answer]
                        .into_iter()
                        .flatten()
                        .filter_map(|text| sorts_in(&grid, check::unmarked(text)))
                        .min();
                    tables.get::<four::Near>().fewest_given(&grid, known)
                }
                n => {
                    let oracles = tables.get::<Oracles>();
                    let oracle = oracles
                        .for_side(n)
                        .ok_or_else(|| format!("no oracle for n = {n}: only n <= 4 is exact"))?;
                    oracle.fewest_moves(&grid)
                }
            };
            Ok(Case { grid, fewest })
        });
        check_with(case, output, answer, judge)
    }

    /// A first kind drawn at random, then `k` swaps of alternating kinds.
    fn walk(&self, rng: &mut Mt19937, k: u32) -> String {
        walk_grid(self.side, rng, k).to_input()
    }

    fn uniform(&self, rng: &mut Mt19937) -> String {
        let mut grid = Grid::sorted(self.side);
        shuffle(&mut grid.cells, rng);
        grid.to_input()
    }

    fn far(&self, tables: &Tables, rng: &mut Mt19937, reach: Reach) -> Result<String, String> {
        if self.side == 4 {
            served(reach, GEN_MOST_4X4, "4×4 grids")?;
            return draw_solved(&tables.get::<four::Near>(), rng, reach);
        }
        pick(tables, self.name(), reach, rng, || far_grids(tables, reach))
    }

    fn count(&self, tables: &Tables, ask: Ask) -> Result<Counted, String> {
        let csv = ask.facts(self.name())?;
        if self.side == 4 {
            return Ok(count_near_4x4(tables, csv).into());
        }
        let facts = Facts::measure(tables);
        if csv {
            Ok(facts.csv().into())
        } else {
            Ok(facts.report().into())
        }
    }
}

/// The layers of the 4×4 exact table (every grid within [`four::NEAR`] moves of the sorted
/// one), a word on what is not counted (the whole 4×4 space of 16! grids), and the
/// farthest grids known.
fn count_near_4x4(tables: &Tables, csv: bool) -> String {
    let near = tables.get::<four::Near>();
    let layers = crate::distances::histogram(near.grids().map(|(_, moves)| moves));
    let rows = layers.iter().enumerate();
    if csv {
        let rows: String = rows.map(|(d, n)| format!("{d},{n}\n")).collect();
        return format!("moves,grids\n{rows}");
    }
    let mut text = format!(
        "Alternating swaps on 4×4 grids, the exact table within {} moves of the sorted grid:\n{:>5} {:>10}\n",
        four::NEAR, "moves", "grids"
    );
    text.extend(rows.map(|(d, n)| format!("{d:>5} {n:>10}\n")));
    text += &format!(
        "{} grids within {} moves. The whole 4×4 space (16! = 20,922,789,888,000 grids) is not counted: \
         too large to list.\n",
        near.len(),
        four::NEAR
    );
    text + &farthest_known_4x4()
}

/// The farthest 4×4 grids known, and how they were found.
fn farthest_known_4x4() -> String {
    let mut text = String::from(
        "The farthest 4×4 grid known is the reversed one. The search for far grids tried the 8 \
         images of the sorted grid under the square's symmetries (each number placed where a \
         symmetry takes its cell), 1,000 random grids (10 to 22 moves) and the 120 grids that \
         swapping two numbers of the reversed one gives (23 or 25 moves for the 105 the bin answered within 20 s or 45 s; \
         none is known to need more than 25). Proven by the kit's search:\n",
    );
    for (name, grid, fewest) in four::HARD {
        text += &format!("  {fewest:>2} moves: {grid} ({name})\n");
    }
    text += "By the judge bin only (12.5 minutes for the first; the second is its mirror image):\n";
    for (name, grid, fewest) in four::SLOW {
        text += &format!("  {fewest:>2} moves: {grid} ({name})\n");
    }
    text
}

/// Every 3×3 grid whose distance lies in `reach`, in the order [`Grid::all`] lists them.
fn far_grids(tables: &Tables, reach: Reach) -> Result<Vec<String>, String> {
    let oracles = tables.get::<Oracles>();
    let oracle = oracles.for_side(GEN_SIDE).expect("n = 3 has an oracle");
    let mut largest = 0;
    let mut far = Vec::new();
    for grid in Grid::all(GEN_SIDE) {
        let d = oracle.fewest_moves(&grid).unwrap_or(0);
        largest = largest.max(d);
        if reach.holds(d) {
            far.push(grid.to_input());
        }
    }
    if far.is_empty() {
        return Err(none_that_far(reach, largest));
    }
    Ok(far)
}

/// The side of the grids mode 1 lists (4×4 grids are drawn by [`draw_solved`] instead).
const GEN_SIDE: usize = 3;

/// The sorted grid after a first kind drawn at random and `k` swaps of alternating kinds.
fn walk_grid(side: usize, rng: &mut Mt19937, k: u32) -> Grid {
    let mut grid = Grid::sorted(side);
    let swaps = [Kind::Orthogonal, Kind::Diagonal].map(|kind| Grid::swaps(side, kind));
    let mut kind = draw(rng, 2);
    for _ in 0..k {
        let (a, b) = swaps[kind][draw(rng, swaps[kind].len())];
        grid.cells.swap(a, b);
        kind ^= 1;
    }
    grid
}

/// A 4×4 case whose fewest moves lie in `reach`: walks of random length from the sorted grid,
/// each solved by the oracle, until one lands in it. k alone means k..=26.
fn draw_solved(near: &four::Near, rng: &mut Mt19937, reach: Reach) -> Result<String, String> {
    let hi = reach.hi.unwrap_or(MOST_4X4.max(reach.lo));
    draw_in_reach(rng, reach, (hi, u32::MAX, 1_000), |rng| {
        let length = reach.lo + draw(rng, (hi - reach.lo + 1) as usize) as u32;
        let grid = walk_grid(4, rng, length);
        (grid.to_input(), near.fewest(&grid))
    })
}

/// The sides `count` measures.
const MEASURED_SIDES: [usize; 2] = [2, 3];

/// The tables of n = 2 and n = 3, and the check that per-grid marks are exact.
pub struct Facts {
    pub by_side: Vec<TableFacts>,
    /// Over every 3×3 grid and both first kinds: how many (grid, kind) pairs the per-grid
    /// BFS and the pair BFS agree on, out of how many.
    pub per_grid_agree: (usize, usize),
}

impl Facts {
    /// Measures every grid of each measured side, and compares per-grid marks with
    /// (grid, kind) pairs for n = 3.
    pub fn measure(tables: &Tables) -> Facts {
        let oracles = tables.get::<Oracles>();
        let by_side = MEASURED_SIDES
            .iter()
            .map(|&side| side_facts(oracles.for_side(side).expect("n <= 3 has an oracle")))
            .collect();
        let oracle = oracles.for_side(3).expect("n = 3 has an oracle");
        Facts {
            by_side,
            per_grid_agree: per_grid_agreement(oracle),
        }
    }

    pub fn csv(&self) -> String {
        let mut rows = Vec::new();
        for (facts, side) in self.by_side.iter().zip(MEASURED_SIDES) {
            rows.extend(facts.csv_rows().iter().map(|row| format!("n{side}{row}")));
        }
        let (agree, total) = self.per_grid_agree;
        rows.push(format!("perGridMarks,{agree},{total}"));
        lines(&rows)
    }

    pub fn report(&self) -> String {
        let mut out = String::from("yuzan1830's alternating swaps, breadth-first search over (grid, kind of first move):\n");
        for (facts, side) in self.by_side.iter().zip(MEASURED_SIDES) {
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

/// One pass over every grid of the oracle's side: the fewest moves of each, and the first
/// grid at the largest of them.
fn side_facts(oracle: &Oracle) -> TableFacts {
    let (mut states, mut distances) = (0, Vec::new());
    let mut farthest: Option<(u32, Grid)> = None;
    for grid in Grid::all(oracle.side) {
        states += 1;
        let Some(d) = oracle.fewest_moves(&grid) else {
            continue;
        };
        distances.push(d);
        if farthest.as_ref().map_or(true, |(most, _)| d > *most) {
            farthest = Some((d, grid));
        }
    }
    let (_, farthest) = farthest.expect("the sorted grid is solvable");
    TableFacts::from_histogram(states, histogram(distances), farthest.describe())
}

/// How many (grid, first kind) pairs of the oracle's side get the same fewest moves from
/// [`per_grid_distances`] as from the oracle, out of how many.
fn per_grid_agreement(oracle: &Oracle) -> (usize, usize) {
    let side = oracle.side;
    let classes = [per_grid_distances(side, 0), per_grid_distances(side, 1)];
    let (mut agree, mut total) = (0, 0);
    for grid in Grid::all(side) {
        for kind in [Kind::Orthogonal, Kind::Diagonal] {
            let marks = &classes[kind as usize ^ grid.parity()];
            let per_grid = marks.get(&grid.key()).map(|&d| u32::from(d));
            total += 1;
            agree += usize::from(per_grid == oracle.fewest_starting_with(&grid, kind));
        }
    }
    (agree, total)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn swaps_per_side() {
        assert_eq!(Grid::swaps(3, Kind::Orthogonal).len(), 12);
        assert_eq!(Grid::swaps(3, Kind::Diagonal).len(), 8);
        assert_eq!(Grid::swaps(2, Kind::Orthogonal).len(), 4);
        assert_eq!(Grid::swaps(2, Kind::Diagonal).len(), 2);
        assert!(Grid::swaps(1, Kind::Orthogonal).is_empty());
    }

    #[test]
    fn parse_rejects_bad_grids() {
        for bad in [
            "",
            "1 2 3",
            "0 1 2 3",
            "1 2 2 3",
            "1 2 3 5",
            "1 2 3 4 5",
            "a b c d",
            "1 2 3 -4",
        ] {
            assert!(Grid::parse(bad).is_err(), "{bad:?}");
        }
        assert_eq!(Grid::parse("1").unwrap().side(), 1);
        assert_eq!(
            Grid::parse(
                &(1..=16)
                    .map(|i| i.to_string())
                    .collect::<Vec<_>>()
                    .join(" ")
            )
            .unwrap()
            .side(),
            4
        );
    }

    #[test]
    fn oracle_facts_for_3_by_3() {
        let oracle = Oracle::new(3);
        assert_eq!(oracle.solvable(), 362_880);
        let hardest = Grid::parse("3 8 1 6 5 4 9 2 7").unwrap();
        assert_eq!(oracle.fewest_moves(&hardest), Some(12));
        let sample = Grid::parse("1 2 9 4 6 3 7 8 5").unwrap();
        assert_eq!(oracle.fewest_moves(&sample), Some(3));
    }

    #[test]
    fn judge_the_sample() {
        let grid = Grid::parse("1 2 9\n4 6 3\n7 8 5").unwrap();
        let case = Case {
            grid,
            fewest: Some(3),
        };
        let ok = "Step #1: 3 9\nStep #2: 5 6\nStep #3: 6 9\n\n";
        assert!(judge(&case, ok).is_ok());
        let other = "Step #1: 6 9\nStep #2: 3 6\nStep #3: 5 9\n";
        assert!(judge(&case, other).is_ok());
        // Spaces between words do not matter, as judges compare words; numbers must be
        // written plainly.
        let spaced = "Step  #1:  3\t9 \n  Step #2: 5  6\nStep #3:   6 9";
        assert!(judge(&case, spaced).is_ok());
        let zero = "Step #1: 03 9\nStep #2: 5 6\nStep #3: 6 9\n";
        assert!(judge(&case, zero).is_err());
        let same_kind = "Step #1: 3 9\nStep #2: 9 5\n";
        let verdict = judge(&case, same_kind).unwrap_err();
        assert_eq!(
            verdict,
            Verdict::WrongAnswer("steps 1 and 2 are both orthogonal swaps".into())
        );
    }
}
