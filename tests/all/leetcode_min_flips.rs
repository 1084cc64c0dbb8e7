//! LeetCode 1284 on every matrix of every shape, through the pasted function and through
//! `solve`, against the kit's breadth-first search; other flips by the bin's `FLIP` line.

use crate::bins::leetcode_min_flips::{self, Solution};
use crate::common::{self, Scratch};
use crate::goals::{self, Call};
use crate::tier::Tier;
use eight_puzzle::lights;
use eight_puzzle::problems::leetcode_min_flips::{self as kit, Matrix};

/// Every one of the 682 matrices of the nine shapes from 1×1 to 3×3.
#[test]
fn every_matrix_of_every_shape() {
    let tables = common::tables();
    let mut seen = 0;
    for matrix in kit::every_matrix() {
        let want = kit::answer(tables, &matrix).map_or(-1, |d| d as i32);
        let mat: Vec<Vec<i32>> = matrix
            .ones
            .chunks(matrix.cols)
            .map(|r| r.iter().map(|&one| i32::from(one)).collect())
            .collect();
        assert_eq!(Solution::min_flips(mat), want, "{matrix:?}");
        let text = kit::format(&matrix);
        assert_eq!(
            leetcode_min_flips::solve(&text).unwrap(),
            format!("{want}\n"),
            "{text}"
        );
        seen += 1;
    }
    assert_eq!(seen, 682);
    for (input, output) in [
        ("[[0,0],[0,1]]", "3\n"),
        ("[[0]]", "0\n"),
        ("[[1,0,0],[1,0,0]]", "-1\n"),
    ] {
        assert_eq!(leetcode_min_flips::solve(input).unwrap(), output);
    }
}

tiers!(
    #[skip_if(no_rustc, "builds with rustc: none runs under Wine")]
    other_flips
);

/// Flips other than the cross, each by the bin's `FLIP` line, on every matrix of every shape
/// against the kit's search with that flip (the quick tier: the 3×3 square around the cell;
/// the proofs add the diagonal cross and the cell with the cell to its right).
fn other_flips(tier: Tier) {
    let scratch = Scratch::new("flips");
    let mut patterns: Vec<&[(i32, i32)]> = vec![&[
        (-1, -1),
        (-1, 0),
        (-1, 1),
        (0, -1),
        (0, 0),
        (0, 1),
        (1, -1),
        (1, 0),
        (1, 1),
    ]];
    if tier == Tier::Proofs {
        patterns.push(&[(0, 0), (-1, -1), (-1, 1), (1, -1), (1, 1)]);
        patterns.push(&[(0, 0), (0, 1)]);
    }
    for pattern in patterns {
        let mut inputs = Vec::new();
        let mut want = Vec::new();
        for matrix in kit::every_matrix() {
            let table = lights::fewest(matrix.rows, matrix.cols, pattern);
            want.push(table[matrix.mask()].map_or(-1, i64::from).to_string());
            inputs.push(kit::format(&matrix));
        }
        let items: Vec<String> = pattern.iter().map(|(r, c)| format!("({r}, {c})")).collect();
        let flip = [("FLIP", format!("&[{}]", items.join(", ")))];
        let exe = goals::build(&scratch, "leetcode_min_flips", &flip, Call::Solve).unwrap();
        let what = format!("leetcode_min_flips with FLIP {pattern:?}");
        goals::compare(&what, &inputs, &goals::answers(&exe, &inputs), &want);
    }
}

/// LeetCode 1284 through `gen`, `check` and `count`.
#[test]
fn min_flips_through_the_tools() {
    let nine = kit::format(&Matrix::from_mask(3, 3, 0b101_010_101));
    crate::tools::own_figures(
        "leetcode_min_flips",
        ("9", Some(&nine)),
        ("[[0,0],[0,1]]\n", "3\n", "-1\n"),
        "shape,matrices,cleared,most,histogram\n1x1,2,2,1,1 1\n",
    );
    crate::cards::states("leetcode_min_flips", &[]);
}
