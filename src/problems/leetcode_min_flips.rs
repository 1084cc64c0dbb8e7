//! LeetCode 1284 Minimum Number of Flips to Convert Binary Matrix to Zero Matrix: an m × n
//! matrix of 0 and 1 (1 ≤ m, n ≤ 3) written LeetCode's way (`[[0,0],[0,1]]`); a flip toggles
//! a cell and its orthogonal neighbours; the fewest flips to all zeros, or `-1`. Judge bin:
//! `leetcode_min_flips` (LeetCode takes its function; the file's `main` reads the matrix
//! from standard input).
//!
//! The oracle is [`crate::lights`]'s breadth-first search over each shape's grids.
//!
//! ```
//! use eight_puzzle::problems::leetcode_min_flips::{format, parse};
//!
//! let lights = parse(" [[0,0],\n [0,1]]\n").unwrap();
//! assert_eq!(format(&lights), "[[0,0],[0,1]]\n");
//! assert!(parse("[[0,0],[0]]").is_err());
//! ```

use crate::check::{check_with, exact_integer, Verdict};
use crate::lights::{layers, Shapes, MOST_SIDE};
use crate::mt19937::Mt19937;
use crate::problem::{Ask, Bin, Counted, Limits, Problem, Spec};
use crate::sampling::{draw, none_that_far, pick, Reach};
use crate::tables::Tables;
use crate::text::{clip, words};
use crate::wrong::{printed_count, How, Wrong};

/// A matrix: its shape and its cells row by row, `true` for 1.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Matrix {
    pub rows: usize,
    pub cols: usize,
    pub ones: Vec<bool>,
}

impl Matrix {
    /// The cells as a bit mask, bit `cols × row + col` for a 1.
    pub fn mask(&self) -> usize {
        self.ones
            .iter()
            .enumerate()
            .map(|(i, &one)| usize::from(one) << i)
            .sum()
    }

    /// The rows × cols matrix of bit mask `mask`.
    pub fn from_mask(rows: usize, cols: usize, mask: usize) -> Matrix {
        let ones = (0..rows * cols).map(|i| mask >> i & 1 == 1).collect();
        Matrix { rows, cols, ones }
    }
}

/// Parses `[[a,b],[c,d]]`, whitespace anywhere: 1-3 rows, each of the same 1-3 cells, each
/// cell 0 or 1.
pub fn parse(text: &str) -> Result<Matrix, String> {
    let compact: String = words(text)?.collect();
    let bad = || {
        format!(
            "expected a matrix like [[0,0],[0,1]], got '{}'",
            clip(&compact)
        )
    };
    let mut rows: Vec<Vec<bool>> = Vec::new();
    let mut depth = 0;
    let mut expect_cell = false;
    let bytes = compact.as_bytes();
    for (i, c) in compact.chars().enumerate() {
        let after = |b: u8| i > 0 && bytes[i - 1] == b;
        match (c, depth) {
            ('[', 0) if i == 0 => depth = 1,
            ('[', 1) if after(b'[') || after(b',') => {
                rows.push(Vec::new());
                depth = 2;
                expect_cell = true;
            }
            ('0' | '1', 2) if expect_cell => {
                rows.last_mut().expect("a row is open").push(c == '1');
                expect_cell = false;
            }
            (',', 2) if !expect_cell => expect_cell = true,
            (']', 2) if !expect_cell => depth = 1,
            (',', 1) if bytes.get(i + 1) == Some(&b'[') => {}
            (']', 1) if i + 1 == compact.len() => depth = 0,
            _ => return Err(bad()),
        }
    }
    if depth != 0 || rows.is_empty() {
        return Err(bad());
    }
    let cols = rows[0].len();
    if rows.len() > MOST_SIDE || cols > MOST_SIDE || rows.iter().any(|r| r.len() != cols) {
        return Err(format!(
            "expected 1-{MOST_SIDE} rows of the same 1-{MOST_SIDE} cells, got '{}'",
            clip(&compact)
        ));
    }
    let ones = rows.concat();
    Ok(Matrix {
        rows: rows.len(),
        cols,
        ones,
    })
}

/// The matrix LeetCode's way, with a newline.
pub fn format(matrix: &Matrix) -> String {
    let rows: Vec<String> = matrix
        .ones
        .chunks(matrix.cols)
        .map(|row| {
            let cells: Vec<&str> = row.iter().map(|&one| if one { "1" } else { "0" }).collect();
            format!("[{}]", cells.join(","))
        })
        .collect();
    format!("[{}]\n", rows.join(","))
}

/// The fewest flips for `matrix`, `None` where no flips clear it.
pub fn answer(tables: &Tables, matrix: &Matrix) -> Option<u32> {
    tables
        .get::<Shapes>()
        .get(matrix.rows, matrix.cols, matrix.mask())
}

/// The problem, for the registry.
pub struct MinFlips;

/// The problem, as the registry lists it.
pub const PROBLEM: MinFlips = MinFlips;

/// What the tools, the tests and the bench read of the problem.
static SPEC: Spec = Spec {
    bins: &[Bin::one("leetcode_min_flips")],
    far_most: 9,
    uniform_in_range: true,
    bad: &[
        "",
        "[[0,0],[0,1]",
        "[[]]",
        "[]",
        "[[0,0],[0]]",
        "[[0,0,0,0]]",
        "[[0],[0],[0],[0]]",
        "[[0,2]]",
        "[[0,-1]]",
        "[[00]]",
        "[[0,,1]]",
        "[[0],,[1]]",
        "[[0]][[1]]",
        "[[0][1]]",
        "0 1",
    ],
    sizes: &[],
    limits: Limits::usual("LeetCode publishes none"),
};

/// The known wrong solutions a data pack must fail ([`crate::wrong`]).
static WRONG: [Wrong; 4] = [
    Wrong {
        name: "flat_index_neighbours",
        source: "the seed: p ± 1 on the flat index wraps across rows (P1379's mistake; here a flip also toggles the cell before and after it in reading order)",
        how: How::Program(|_, input| {
            printed_count(parse(input).ok().and_then(|m| flat_answer(&m)))
        }),
    },
    Wrong::limit_one_short(9, "-1", "the 3×3 matrix made by flipping all nine cells needs 9 flips"),
    Wrong::GOAL_AFTER_A_MOVE,
    Wrong::no_unsolvable_test("-1", "the statement: some matrices cannot be cleared and are answered -1; a search that deepens until it clears the matrix never ends on them"),
];

/// The fewest flips under the flat-index mistake: a flip toggles the cells at flat index
/// p - 1, p, p + 1 and p ± cols that lie in the matrix.
fn flat_answer(matrix: &Matrix) -> Option<u32> {
    let flips = crate::lights::flat_flips(matrix.rows, matrix.cols);
    crate::lights::fewest_by(matrix.rows * matrix.cols, &flips)[matrix.mask()]
}

/// A shape: 1-3 rows and 1-3 columns, each as likely.
fn shape(rng: &mut Mt19937) -> (usize, usize) {
    (1 + draw(rng, MOST_SIDE), 1 + draw(rng, MOST_SIDE))
}

/// Every matrix of every shape, smallest shapes first.
pub fn every_matrix() -> impl Iterator<Item = Matrix> {
    (1..=MOST_SIDE).flat_map(|rows| {
        (1..=MOST_SIDE).flat_map(move |cols| {
            (0..1usize << (rows * cols)).map(move |mask| Matrix::from_mask(rows, cols, mask))
        })
    })
}

impl Problem for MinFlips {
    fn spec(&self) -> &'static Spec {
        &SPEC
    }

    fn wrong(&self) -> &'static [Wrong] {
        &WRONG
    }

    fn parses(&self, input: &str) -> Option<bool> {
        Some(parse(input).is_ok())
    }

    fn check(
        &self,
        tables: &Tables,
        input: &str,
        output: &str,
        answer_file: Option<&str>,
    ) -> Verdict {
        let truth = parse(input).map(|m| answer(tables, &m).map_or(-1, i64::from));
        check_with(truth, output, answer_file, exact_integer)
    }

    /// k random flips from all zeros, on a random shape.
    fn walk(&self, rng: &mut Mt19937, k: u32) -> String {
        let (rows, cols) = shape(rng);
        let flips = crate::lights::toggled(rows, cols, crate::lights::CROSS);
        let mut ones = vec![false; rows * cols];
        for _ in 0..k {
            for &cell in &flips[draw(rng, flips.len())] {
                ones[cell] = !ones[cell];
            }
        }
        format(&Matrix { rows, cols, ones })
    }

    fn uniform(&self, rng: &mut Mt19937) -> String {
        let (rows, cols) = shape(rng);
        let ones = (0..rows * cols).map(|_| draw(rng, 2) == 1).collect();
        format(&Matrix { rows, cols, ones })
    }

    fn far(&self, tables: &Tables, rng: &mut Mt19937, reach: Reach) -> Result<String, String> {
        pick(tables, self.name(), reach, rng, || {
            let far: Vec<String> = every_matrix()
                .filter(|m| answer(tables, m).is_some_and(|d| reach.holds(d)))
                .map(|m| format(&m))
                .collect();
            match far.is_empty() {
                true => Err(none_that_far(reach, 9)),
                false => Ok(far),
            }
        })
    }

    fn count(&self, tables: &Tables, ask: Ask) -> Result<Counted, String> {
        let csv = ask.facts(self.name())?;
        Ok(shape_report(tables, csv).into())
    }

    /// The plain breadth-first search a contestant writes first: matrices as vectors of
    /// rows, a queue, and a hash set of every matrix seen.
    fn textbook(&self, input: &str) -> Option<String> {
        let m = parse(input).ok()?;
        let mat: Vec<Vec<i32>> = m
            .ones
            .chunks(m.cols)
            .map(|r| r.iter().map(|&o| i32::from(o)).collect())
            .collect();
        Some(format!("{}\n", textbook(mat)))
    }
}

/// The textbook search (see [`MinFlips::textbook`]).
fn textbook(mat: Vec<Vec<i32>>) -> i32 {
    let (rows, cols) = (mat.len(), mat[0].len());
    let mut seen = std::collections::HashSet::from([mat.clone()]);
    let mut queue = std::collections::VecDeque::from([(mat, 0)]);
    while let Some((m, d)) = queue.pop_front() {
        if m.iter().flatten().all(|&v| v == 0) {
            return d;
        }
        for r in 0..rows {
            for c in 0..cols {
                let mut next = m.clone();
                for (dr, dc) in [(0, 0), (-1, 0), (1, 0), (0, -1), (0, 1)] {
                    let (rr, cc) = (r as i32 + dr, c as i32 + dc);
                    if rr >= 0 && cc >= 0 && (rr as usize) < rows && (cc as usize) < cols {
                        next[rr as usize][cc as usize] ^= 1;
                    }
                }
                if seen.insert(next.clone()) {
                    queue.push_back((next, d + 1));
                }
            }
        }
    }
    -1
}

/// What `count` prints: for every shape, how many matrices can be cleared and the layers.
fn shape_report(tables: &Tables, csv: bool) -> String {
    let shapes = tables.get::<Shapes>();
    let mut out = match csv {
        true => String::from("shape,matrices,cleared,most,histogram\n"),
        false => String::from(
            "LeetCode 1284 (cross flips), breadth-first search from the zero matrix, per shape:\n",
        ),
    };
    for rows in 1..=MOST_SIDE {
        for cols in 1..=MOST_SIDE {
            let table = shapes.shape(rows, cols);
            let (histogram, unmade) = layers(table);
            let cleared = table.len() - unmade;
            let most = histogram.len() - 1;
            let joined: Vec<String> = histogram.iter().map(usize::to_string).collect();
            out += &match csv {
                true => format!("{rows}x{cols},{},{cleared},{most},{}\n", table.len(), joined.join(" ")),
                false => format!(
                    "  {rows}×{cols}: {cleared} of {} matrices can be cleared, within {most} flips; per distance: {}\n",
                    table.len(),
                    joined.join(" ")
                ),
            };
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn verdicts_and_the_examples() {
        let tables = Tables::new();
        let check = |input: &str, out: &str| MinFlips.check(&tables, input, out, None);
        assert!(check("[[0,0],[0,1]]", "3\n").is_accepted());
        assert!(check("[[0]]", "0").is_accepted());
        assert!(check("[[1,0,0],[1,0,0]]", "-1").is_accepted());
        assert_eq!(check("[[0,0],[0,1]]", "2").exit_code(), 1);
        assert_eq!(check("[[0,0],[0,1]]", "three").exit_code(), 2);
        assert_eq!(check("[[0,0],[0]]", "3").exit_code(), 3);
        assert_eq!(
            every_matrix().count(),
            2 + 4 + 8 + 4 + 16 + 64 + 8 + 64 + 512
        );
    }
}
