//! Luogu P10485 Bloxorz I (AcWing 172 立体推箱子, POJ 3322): stages of `# . E O X` until
//! `0 0`; a 1 × 1 × 2 block rolls over them; print the fewest rolls that stand it on `O`, or
//! `Impossible`. Judge bin: `p10485_bloxorz`.
//!
//! Written apart from the bin (which keeps a pose and a table of rolls on a padded plane):
//! the block is a box of extents (rows, columns, height) at a corner, and a roll swaps the
//! extent along the roll with the height, so no pose is named; the search keeps a hash map.
//!
//! ```
//! use eight_puzzle::problems::p10485_bloxorz::answers;
//!
//! let stage = "3 5\n#####\n#X.O#\n#####\n0 0\n";
//! assert_eq!(answers(stage, 2), Ok(vec![None]));
//! let stage = "3 6\n######\n#X..O#\n######\n0 0\n";
//! assert_eq!(answers(stage, 2), Ok(vec![Some(2)]));
//! ```

use crate::check::{check_with, integer_word, Judged, Verdict};
use crate::mt19937::Mt19937;
use crate::problem::{Ask, Bin, Counted, Limits, Problem, Spec};
use crate::sampling::{cases_to_cap, draw, draw_in_reach, Reach};
use crate::tables::Tables;
use crate::text::{clip, plural, words};
use crate::wrong::{Attempt, How, Wrong};
use std::collections::{HashMap, VecDeque};

/// The sides a stage may have.
pub const SIDES: std::ops::RangeInclusive<usize> = 3..=500;

/// What the bin prints for a stage with no way to the target.
pub const IMPOSSIBLE: &str = "Impossible";

/// The block: its corner of least row and column, and its extents down the rows, across the
/// columns and up. Standing, the two on the ground are 1.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Block {
    pub row: isize,
    pub col: isize,
    pub extent: [usize; 3],
}

/// A stage: its rows of `# . E O` (the block's cells written as the rigid `.` they are) and
/// where the block starts.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Stage {
    pub rows: Vec<Vec<u8>>,
    pub block: Block,
}

impl Block {
    /// The four rolls: down the rows, up, across to the right, to the left. Rolling along an
    /// axis swaps that extent with the height; forwards the corner moves by the old extent,
    /// backwards by the new one.
    pub fn rolls(self) -> [Block; 4] {
        let [down, across, up] = self.extent;
        let rolled = |row, col, extent| Block { row, col, extent };
        [
            rolled(self.row + down as isize, self.col, [up, across, down]),
            rolled(self.row - up as isize, self.col, [up, across, down]),
            rolled(self.row, self.col + across as isize, [down, up, across]),
            rolled(self.row, self.col - up as isize, [down, up, across]),
        ]
    }

    /// Every cell under the block.
    fn cells(self) -> impl Iterator<Item = (isize, isize)> {
        let [down, across, _] = self.extent;
        (0..down as isize)
            .flat_map(move |r| (0..across as isize).map(move |c| (self.row + r, self.col + c)))
    }

    /// Whether the block stands on one cell.
    pub fn stands(self) -> bool {
        self.extent[0] * self.extent[1] == 1
    }
}

/// The cell of `rows` at (row, col): `#` off the stage.
fn cell_at(rows: &[Vec<u8>], (r, c): (isize, isize)) -> u8 {
    let row = usize::try_from(r).ok().and_then(|r| rows.get(r));
    row.and_then(|row| usize::try_from(c).ok().and_then(|c| row.get(c)))
        .map_or(b'#', |&b| b)
}

impl Stage {
    /// The cell at (row, col): `#` off the stage.
    fn at(&self, p: (isize, isize)) -> u8 {
        cell_at(&self.rows, p)
    }

    /// Whether the block may rest there: no cell under it empty, and standing, not fragile.
    pub fn holds(&self, block: Block) -> bool {
        block.cells().all(|p| self.at(p) != b'#')
            && !(block.stands() && self.at((block.row, block.col)) == b'E')
    }

    /// Whether the block stands on the target.
    pub fn done(&self, block: Block) -> bool {
        block.stands() && self.at((block.row, block.col)) == b'O'
    }
}

/// The fewest rolls to stand the block on the target, by breadth-first search over a hash
/// map of blocks; `None` if it cannot.
pub fn fewest(stage: &Stage) -> Option<u32> {
    let mut seen = HashMap::from([(stage.block, 0u32)]);
    let mut queue = VecDeque::from([stage.block]);
    while let Some(block) = queue.pop_front() {
        let d = seen[&block];
        if stage.done(block) {
            return Some(d);
        }
        for next in block.rolls() {
            if stage.holds(next) && !seen.contains_key(&next) {
                seen.insert(next, d + 1);
                queue.push_back(next);
            }
        }
    }
    None
}

/// Every block that can stand on the target, with its fewest rolls there, in the order of
/// the blocks: a breadth-first search out from the target, as each roll's way back is a roll.
pub fn from_target(rows: &[Vec<u8>]) -> Vec<(Block, u32)> {
    let (r, c) = cells(rows).find(|&(r, c)| rows[r][c] == b'O').unwrap();
    let block = Block {
        row: r as isize,
        col: c as isize,
        extent: [1, 1, 2],
    };
    let stage = Stage {
        rows: rows.to_vec(),
        block,
    };
    let mut seen = HashMap::from([(block, 0u32)]);
    let mut queue = VecDeque::from([block]);
    while let Some(block) = queue.pop_front() {
        let d = seen[&block];
        for next in block.rolls() {
            if stage.holds(next) && !seen.contains_key(&next) {
                seen.insert(next, d + 1);
                queue.push_back(next);
            }
        }
    }
    let mut every: Vec<(Block, u32)> = seen.into_iter().collect();
    every.sort_unstable();
    every
}

/// Reads the stages, as the bins take them: `R C` (3-500 each), R rows of C cells, one `O`,
/// the block's `X` one cell or `length` cells in a line, until `0 0` or the input's end
/// after a stage; nothing after `0 0`.
pub fn parse(text: &str, length: usize) -> Result<Vec<Stage>, String> {
    let w: Vec<&str> = words(text)?.collect();
    let mut stages = Vec::new();
    let mut at = 0;
    while at < w.len() || stages.is_empty() {
        let side = |i: usize| -> Result<usize, String> {
            let word = w.get(i).ok_or("the input ends before R and C")?;
            word.parse()
                .map_err(|_| format!("'{}' is not a side", clip(word)))
        };
        let (r, c) = (side(at)?, side(at + 1)?);
        if (r, c) == (0, 0) {
            return match at + 2 == w.len() {
                true => Ok(stages),
                false => Err("words after the closing 0 0".into()),
            };
        }
        if !SIDES.contains(&r) || !SIDES.contains(&c) {
            return Err(format!("R = {r}, C = {c}"));
        }
        let rows = w
            .get(at + 2..at + 2 + r)
            .ok_or(format!("stage {}: fewer than {r} rows", stages.len() + 1))?;
        stages
            .push(stage(rows, c, length).map_err(|e| format!("stage {}: {e}", stages.len() + 1))?);
        at += 2 + r;
    }
    Ok(stages)
}

/// One stage from its rows.
fn stage(rows: &[&str], c: usize, length: usize) -> Result<Stage, String> {
    let mut cells: Vec<Vec<u8>> = rows.iter().map(|r| r.as_bytes().to_vec()).collect();
    let mut xs = Vec::new();
    let mut targets = 0;
    for (r, row) in cells.iter_mut().enumerate() {
        if row.len() != c || !row.iter().all(|b| b"#.EOX".contains(b)) {
            return Err(format!("row {} is not {c} cells of # . E O X", r + 1));
        }
        for (col, cell) in row.iter_mut().enumerate() {
            targets += usize::from(*cell == b'O');
            if *cell == b'X' {
                xs.push((r as isize, col as isize));
                *cell = b'.';
            }
        }
    }
    if targets != 1 || xs.is_empty() {
        return Err(format!("{targets} O and {} X", xs.len()));
    }
    let (first, last) = (xs[0], xs[xs.len() - 1]);
    let extent = match (xs.len(), last.0 - first.0, last.1 - first.1) {
        (1, _, _) => [1, 1, length],
        (n, 0, d) if n == length && d as usize == n - 1 => [1, n, 1],
        (n, d, 0) if n == length && d as usize == n - 1 => [n, 1, 1],
        (n, _, _) => return Err(format!("{n} X that are not one block")),
    };
    let block = Block {
        row: first.0,
        col: first.1,
        extent,
    };
    Ok(Stage { rows: cells, block })
}

/// The input text of the stages, closed by `0 0`.
pub fn to_input(stages: &[Stage]) -> String {
    let mut text = String::new();
    for s in stages {
        let mut rows = s.rows.clone();
        for (r, c) in s.block.cells() {
            rows[r as usize][c as usize] = b'X';
        }
        text += &format!("{} {}\n", rows.len(), rows[0].len());
        for row in rows {
            text += &(String::from_utf8(row).unwrap() + "\n");
        }
    }
    text + "0 0\n"
}

/// The fewest rolls of every stage of the input, for a block 1 × 1 × `length`.
pub fn answers(input: &str, length: usize) -> Result<Vec<Option<u32>>, String> {
    Ok(parse(input, length)?.iter().map(fewest).collect())
}

/// The answer line of a stage.
pub fn answer(fewest: Option<u32>) -> String {
    fewest.map_or(IMPOSSIBLE.to_string(), |d| d.to_string())
}

/// Judges one word per stage: the fewest rolls, or exactly `Impossible`.
fn judge(truth: &[Option<u32>], output: &str) -> Judged {
    let got: Vec<&str> = output.split_ascii_whitespace().collect();
    if got.len() != truth.len() {
        let why = format!("expected {} answers, got {}", truth.len(), got.len());
        return Err(Verdict::PresentationError(why));
    }
    for (i, (word, want)) in got.iter().zip(truth).enumerate() {
        let at = format!("stage {}: ", i + 1);
        match (*word == IMPOSSIBLE, want) {
            (true, None) => {}
            (true, Some(d)) => {
                return Err(Verdict::WrongAnswer(format!(
                    "{at}{d} expected, got {IMPOSSIBLE}"
                )))
            }
            (false, want) => match (word.parse::<i64>(), want) {
                (Ok(_), None) => {
                    return Err(Verdict::WrongAnswer(format!(
                        "{at}{IMPOSSIBLE} expected, got {word}"
                    )))
                }
                (Err(_), _) => {
                    let why = format!("{at}'{}' is neither a number nor {IMPOSSIBLE}", clip(word));
                    return Err(Verdict::PresentationError(why));
                }
                (Ok(_), Some(d)) => integer_word(word, i64::from(*d), &at)?,
            },
        }
    }
    Ok(plural(truth.len() as u32, "stage"))
}

/// A random stage R × C (R and C drawn in `sides`): rigid cells, with fragile ones (`fragile`
/// in 8) and empty ones (`empty` in 8), the edge empty, the target a rigid cell.
pub fn random_stage(
    rng: &mut Mt19937,
    sides: (usize, usize),
    (fragile, empty): (usize, usize),
) -> Vec<Vec<u8>> {
    let mut side = || sides.0 + draw(rng, sides.1 - sides.0 + 1);
    let (r, c) = (side(), side());
    let mut rows = vec![vec![b'#'; c]; r];
    for row in rows.iter_mut().take(r - 1).skip(1) {
        for cell in row.iter_mut().take(c - 1).skip(1) {
            let roll = draw(rng, 8);
            *cell = if roll < empty {
                b'#'
            } else if roll < empty + fragile {
                b'E'
            } else {
                b'.'
            };
        }
    }
    let target = (1 + draw(rng, r - 2), 1 + draw(rng, c - 2));
    rows[target.0][target.1] = b'O';
    rows
}

/// Whether the block lies on the stage and off its target, as an input may place it (its
/// cells, written `X`, are rigid).
fn placeable(rows: &[Vec<u8>], block: Block) -> bool {
    block.cells().all(|p| !b"#O".contains(&cell_at(rows, p)))
}

/// Whether every cell under the block is rigid and not the target: a block an input may
/// place there, on a stage it does not change.
fn on_rigid(rows: &[Vec<u8>], block: Block) -> bool {
    block.cells().all(|p| cell_at(rows, p) == b'.')
}

/// Every placement of the block on the stage's cells that an input may give (the cells under
/// it become rigid), each as its own stage.
pub fn every_start(rows: &[Vec<u8>], length: usize) -> Vec<Stage> {
    let poses = [[1, 1, length], [1, length, 1], [length, 1, 1]];
    let mut every = Vec::new();
    for (r, c) in cells(rows) {
        for extent in poses {
            let block = Block {
                row: r as isize,
                col: c as isize,
                extent,
            };
            if placeable(rows, block) {
                every.push(Stage {
                    rows: rigid_under(rows, block),
                    block,
                });
            }
        }
    }
    every
}

/// The rows with the cells under the block made rigid, where they are on the stage.
fn rigid_under(rows: &[Vec<u8>], block: Block) -> Vec<Vec<u8>> {
    let mut rows = rows.to_vec();
    for (r, c) in block.cells() {
        if let Some(cell) = rows
            .get_mut(r as usize)
            .and_then(|row| row.get_mut(c as usize))
        {
            *cell = if *cell == b'E' { b'.' } else { *cell };
        }
    }
    rows
}

/// A stage drawn with `rng` and the block placed on it: from the target, `k` random rolls
/// (those that would fall are skipped), then on until it is off the target; a stage whose
/// target the block cannot leave is drawn again.
pub fn walked(rng: &mut Mt19937, k: u32, sides: (usize, usize), mix: (usize, usize)) -> Stage {
    loop {
        let rows = random_stage(rng, sides, mix);
        let (r, c) = cells(&rows).find(|&(r, c)| rows[r][c] == b'O').unwrap();
        let mut block = Block {
            row: r as isize,
            col: c as isize,
            extent: [1, 1, 2],
        };
        let stage = Stage { rows, block };
        for i in 0..k as usize + 1_000 {
            let next = block.rolls()[draw(rng, 4)];
            if stage.holds(next) {
                block = next;
            }
            if i + 1 >= k as usize && placeable(&stage.rows, block) {
                return Stage {
                    rows: rigid_under(&stage.rows, block),
                    block,
                };
            }
        }
    }
}

/// Every (row, column) of the rows, row by row.
fn cells(rows: &[Vec<u8>]) -> impl Iterator<Item = (usize, usize)> {
    let (n, m) = (rows.len(), rows[0].len());
    (0..n).flat_map(move |r| (0..m).map(move |c| (r, c)))
}

/// The known wrong solutions a data pack must fail ([`crate::wrong`]).
static WRONG: [Wrong; 3] = [
    Wrong::limit_one_short_of_gen(FAR_MOST, "Impossible"),
    Wrong {
        name: "impossible_printed_as_minus_one",
        source: "the statement: a stage the block cannot finish is answered Impossible",
        how: How::Model(|answer| Attempt::Printed(answer.replace("Impossible", "-1"))),
    },
    Wrong {
        name: "fragile_cells_hold_a_standing_block",
        source: "the statement: the block may not stand upright on a fragile cell E",
        how: How::Program(|_, input| {
            let stages = parse(input, 2).unwrap_or_default();
            let fragile_as_rigid = |stage: &Stage| {
                let mut stage = stage.clone();
                stage.rows.iter_mut().flatten().for_each(|cell| {
                    if *cell == b'E' {
                        *cell = b'.';
                    }
                });
                answer(fewest(&stage)) + "\n"
            };
            Attempt::Printed(stages.iter().map(fragile_as_rigid).collect())
        }),
    },
];

/// The problem, for the registry.
pub struct P10485;

/// The problem, as the registry lists it.
pub const PROBLEM: P10485 = P10485;

/// What the tools, the tests and the bench read of the problem.
static SPEC: Spec = Spec {
    bins: &[Bin::one("p10485_bloxorz")],
    far_most: FAR_MOST,
    uniform_in_range: true,
    bad: &[
        "",
        "0 5\n",
        "2 3\n...\n...\n0 0\n",
        "501 3\n",
        "3 3\n###\n#X#\n###\n0 0\n",
        "3 4\n####\n#XO#\n###\n0 0\n",
        "3 5\n#####\n#XOO#\n#####\n0 0\n",
        "3 5\n#####\n#XxO#\n#####\n0 0\n",
        "3 6\n######\n#X.XO#\n######\n0 0\n",
        "3 6\n######\n#XXXO#\n######\n0 0\n",
        "3 5\n#####\n#XXO#\n#####\n0 0\n1\n",
        "3 5\n#####\n#XXO#\n#####\n3 5\n",
    ],
    sizes: &[],
    limits: Limits::stated(1000, 64, "AcWing 172, the same problem, as a public copy of its statement reads; Luogu's were not found"),
};

/// The most rolls mode 1 serves: stages up to 60 × 60 drawn until one holds a block that
/// far out, within about 2 s for any seed.
const FAR_MOST: u32 = 90;

/// The stages of a data pack's fullest input: the statement states no count.
pub const FULLEST_STAGES: usize = 2;

impl Problem for P10485 {
    fn spec(&self) -> &'static Spec {
        &SPEC
    }

    fn wrong(&self) -> &'static [Wrong] {
        &WRONG
    }

    fn parses(&self, input: &str) -> Option<bool> {
        Some(parse(input, 2).is_ok())
    }

    fn check(&self, _: &Tables, input: &str, output: &str, answer: Option<&str>) -> Verdict {
        check_with(answers(input, 2), output, answer, |t, out| judge(t, out))
    }

    /// One stage 3-20 a side, the block `k` random rolls from standing on the target.
    fn walk(&self, rng: &mut Mt19937, k: u32) -> String {
        to_input(&[walked(rng, k, (3, 20), (1, 1))])
    }

    /// One stage 5-60 a side, the block placed among those whose fewest rolls lie in `reach`
    /// (each roll's way back is a roll, so these are the rolls out from the target).
    fn far(&self, _: &Tables, rng: &mut Mt19937, reach: Reach) -> Result<String, String> {
        let hi = reach.hi.unwrap_or(FAR_MOST).min(FAR_MOST);
        draw_in_reach(rng, reach, (hi, FAR_MOST, 3_000), |rng| {
            let mix = (draw(rng, 3), draw(rng, 3));
            let rows = random_stage(rng, (5, 60), mix);
            let mut far = from_target(&rows);
            far.retain(|&(b, d)| reach.holds(d) && d <= hi && on_rigid(&rows, b));
            if far.is_empty() {
                return (String::new(), None);
            }
            let (block, d) = far[draw(rng, far.len())];
            (to_input(&[Stage { rows, block }]), Some(d))
        })
    }

    /// [`FULLEST_STAGES`] stages of the largest size, 500 × 500, with fragile and empty
    /// cells, the block 2,000 random rolls from the target: the statement states no count.
    fn fullest(&self, _: &Tables, rng: &mut Mt19937) -> Option<String> {
        let stages: Vec<Stage> = (0..FULLEST_STAGES)
            .map(|_| walked(rng, 2_000, (500, 500), (1, 1)))
            .collect();
        Some(to_input(&stages))
    }

    /// One stage 3-20 a side, the block placed anywhere it may lie: solvable or not.
    fn uniform(&self, rng: &mut Mt19937) -> String {
        loop {
            let rows = random_stage(rng, (3, 20), (2, 2));
            let mut starts = every_start(&rows, 2);
            if !starts.is_empty() {
                let pick = draw(rng, starts.len());
                return to_input(&[starts.swap_remove(pick)]);
            }
        }
    }

    /// Open 500 × 500 stages, the block and the target drawn, as many as fit: the most
    /// states to search and the most to read.
    fn largest(&self, rng: &mut Mt19937) -> String {
        let case = to_input(&[walked(rng, 2_000, (500, 500), (0, 0))]);
        let one = case.strip_suffix("0 0\n").unwrap().to_string();
        cases_to_cap(false, "0 0\n", || one.clone())
    }

    fn count(&self, _: &Tables, ask: Ask) -> Result<Counted, String> {
        ask.facts(self.name())?;
        Ok(Counted::from(
            "P10485 bloxorz: each stage is its own space of at most 3 R C blocks; nothing to count\n".to_string(),
        ))
    }

    fn textbook(&self, input: &str) -> Option<String> {
        let stages = parse(input, 2).ok()?;
        Some(stages.iter().map(|s| answer(textbook(s)) + "\n").collect())
    }
}

/// The textbook: breadth-first search over (row, column, pose) with a distance array and a
/// queue, each roll's cells tested against the stage's bounds.
pub fn textbook(stage: &Stage) -> Option<u32> {
    let (n, m) = (stage.rows.len(), stage.rows[0].len());
    let pose = |b: Block| usize::from(b.extent[1] > 1) + 2 * usize::from(b.extent[0] > 1);
    let mut dist = vec![vec![[u32::MAX; 3]; m]; n];
    let b = stage.block;
    dist[b.row as usize][b.col as usize][pose(b)] = 0;
    let mut queue = VecDeque::from([b]);
    while let Some(b) = queue.pop_front() {
        let d = dist[b.row as usize][b.col as usize][pose(b)];
        if stage.done(b) {
            return Some(d);
        }
        for next in b.rolls() {
            if stage.holds(next)
                && dist[next.row as usize][next.col as usize][pose(next)] == u32::MAX
            {
                dist[next.row as usize][next.col as usize][pose(next)] = d + 1;
                queue.push_back(next);
            }
        }
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn verdicts() {
        let t = Tables::new();
        let input = "3 6\n######\n#X..O#\n######\n3 5\n#####\n#X.O#\n#####\n0 0\n";
        assert_eq!(answers(input, 2), Ok(vec![Some(2), None]));
        let check = |out: &str| P10485.check(&t, input, out, None).exit_code();
        assert_eq!(check("2\nImpossible\n"), 0);
        assert_eq!(check("2\n3\n"), 1);
        assert_eq!(check("Impossible\nImpossible\n"), 1);
        assert_eq!(check("02\nImpossible\n"), 1);
        assert_eq!(check("2\nImpossible.\n"), 2);
        assert_eq!(check("2\n"), 2);
        assert_eq!(P10485.check(&t, "3 3\n", "1", None).exit_code(), 3);
    }
}
