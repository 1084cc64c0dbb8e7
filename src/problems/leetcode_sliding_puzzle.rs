//! LeetCode 773 Sliding Puzzle: a 2×3 board of 0–5, 0 the blank, written LeetCode's way
//! (`[[4,1,2],[5,0,3]]`); the fewest moves to `[[1,2,3],[4,5,0]]` out, or `-1`. Judge bin:
//! `leetcode_sliding_puzzle` (LeetCode takes its function; the file's `main` reads the
//! board from standard input).
//!
//! The oracle is [`crate::rect`]'s breadth-first table over a hash map of packed boards.
//!
//! ```
//! use eight_puzzle::problems::leetcode_sliding_puzzle::{format, parse};
//!
//! let board = parse(" [[4,1,2],\n [5,0,3]]\n").unwrap();
//! assert_eq!(format(&board), "[[4,1,2],[5,0,3]]\n");
//! assert!(parse("[[4,1,2],[5,0,3]").is_err());
//! ```

use crate::check::{check_count, Verdict};
use crate::facts::layer_report;
use crate::mt19937::Mt19937;
use crate::problem::{Ask, Bin, Counted, Limits, Problem, Spec};
use crate::rect::FlatDistances;
use crate::rect::{self, Distances, Rect, RectGoal};
use crate::sampling::{pick, Reach};
use crate::tables::Tables;
use crate::text::{clip, words};
use crate::wrong::{printed_count, How, Wrong};

/// LeetCode's shape and goal.
pub struct Leet;

impl RectGoal for Leet {
    const RECT: Rect = Rect { rows: 2, cols: 3 };
    const GOAL: &'static [u8] = &[1, 2, 3, 4, 5, 0];
}

/// The oracle: every board's fewest moves to the goal.
pub type Truth = Distances<Leet>;

/// The shape of a board once whitespace is gone; each `d` is one digit 0–5.
const TEMPLATE: &[u8; 17] = b"[[d,d,d],[d,d,d]]";

/// Parses `[[a,b,c],[d,e,f]]`, whitespace anywhere, the numbers 0–5 once each.
pub fn parse(text: &str) -> Result<Vec<u8>, String> {
    let compact: String = words(text)?.collect();
    let bytes = compact.as_bytes();
    let shaped = bytes.len() == TEMPLATE.len()
        && TEMPLATE.iter().zip(bytes).all(|(&t, &b)| match t {
            b'd' => (b'0'..=b'5').contains(&b),
            _ => t == b,
        });
    if !shaped {
        return Err(format!(
            "expected a board like [[4,1,2],[5,0,3]], got '{}'",
            clip(&compact)
        ));
    }
    let cells: Vec<u8> = bytes
        .iter()
        .filter(|b| b.is_ascii_digit())
        .map(|b| b - b'0')
        .collect();
    Leet::RECT.validate(&cells)?;
    Ok(cells)
}

/// The board LeetCode's way, with a newline.
pub fn format(cells: &[u8]) -> String {
    let row = |r: &[u8]| {
        let words: Vec<String> = r.iter().map(u8::to_string).collect();
        format!("[{}]", words.join(","))
    };
    format!("[{},{}]\n", row(&cells[..3]), row(&cells[3..]))
}

/// The problem, for the registry.
pub struct Leetcode;

/// The problem, as the registry lists it.
pub const PROBLEM: Leetcode = Leetcode;

/// What the tools, the tests and the bench read of the problem.
static SPEC: Spec = Spec {
    bins: &[Bin::one("leetcode_sliding_puzzle")],
    far_most: 21,
    uniform_in_range: true,
    bad: &[
        "",
        "[[1,2,3],[4,5,0]",
        "[[1,2,3],[4,5,6]]",
        "[[1,2,3],[4,5,5]]",
        "[[1,2,3,4],[5,0]]",
        "[[1,2],[3,4],[5,0]]",
        "[[01,2,3],[4,5,0]]",
        "[[1,2,3],[4,5,-0]]",
        "1 2 3 4 5 0",
        "[[1,2,3]],[[4,5,0]]",
    ],
    sizes: &[],
    limits: Limits::usual("LeetCode publishes none"),
};

/// The known wrong solutions a data pack must fail ([`crate::wrong`]).
static WRONG: [Wrong; 4] = [
    Wrong {
        name: "flat_index_neighbours",
        source: "the seed: p ± 1 on the flat index wraps across rows (P1379 on a 3×3 board; here a 2×3 board)",
        how: How::Program(|tables, input| {
            let flat = parse(input).ok().and_then(|b| tables.get::<FlatDistances<Leet>>().get(&b));
            printed_count(flat)
        }),
    },
    Wrong::limit_one_short(21, "-1", "the farthest board is 21 moves from the goal"),
    Wrong::GOAL_AFTER_A_MOVE,
    Wrong::no_unsolvable_test("-1", "the statement: some boards cannot reach the goal and are answered -1; an iterative deepening search without a test for them deepens forever"),
];

impl Problem for Leetcode {
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
        check_count(
            tables,
            parse(input),
            |t: &Truth, b| t.get(b),
            (output, answer),
        )
    }

    fn walk(&self, rng: &mut Mt19937, k: u32) -> String {
        format(&rect::walk::<Leet>(rng, k))
    }

    fn uniform(&self, rng: &mut Mt19937) -> String {
        format(&rect::uniform::<Leet>(rng))
    }

    fn far(&self, tables: &Tables, rng: &mut Mt19937, reach: Reach) -> Result<String, String> {
        pick(tables, self.name(), reach, rng, || {
            let far = tables.get::<Truth>().far(reach)?;
            Ok(far.iter().map(|cells| format(cells)).collect())
        })
    }

    fn count(&self, tables: &Tables, ask: Ask) -> Result<Counted, String> {
        let csv = ask.facts(self.name())?;
        let title = "LeetCode 773 Sliding Puzzle (2×3, goal [[1,2,3],[4,5,0]]), breadth-first search from the goal:";
        Ok(layer_report(
            title,
            &tables.get::<Truth>().histogram(),
            "A090034",
            csv,
        ))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn verdicts() {
        let tables = Tables::new();
        let check = |input: &str, out: &str| Leetcode.check(&tables, input, out, None);
        assert!(check("[[1,2,3],[4,0,5]]", "1\n").is_accepted());
        assert!(check("[[1,2,3],[5,4,0]]", "-1\n").is_accepted());
        assert!(check("[[4,1,2],[5,0,3]]", "5").is_accepted());
        assert_eq!(check("[[4,1,2],[5,0,3]]", "4").exit_code(), 1);
        assert_eq!(check("[[4,1,2],[5,0,3]]", "five").exit_code(), 2);
        assert_eq!(check("[[4,1,2],[5,0,6]]", "5").exit_code(), 3);
        assert_eq!(check("[[4,1,2],[5,0,0]]", "5").exit_code(), 3);
        assert_eq!(check("[[4,1,2,5,0,3]]", "5").exit_code(), 3);
    }
}
