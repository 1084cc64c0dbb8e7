//! AcWing 845 on all 9! grids, against the kit's distance table (a breadth-first search over
//! a hash map of packed boards, written apart from the bin).

use crate::bins::acwing_steps;
use crate::common;
use crate::goals::{self, Call};
use crate::tier::Tier;
use eight_puzzle::board::Board;
use eight_puzzle::x_board;

tiers!(
    acwing_steps_on_every_grid,
    #[skip_if(no_rustc, "builds with rustc: none runs under Wine")]
    three_other_goals_on_every_16th_board
);

/// AcWing 845's bin on every grid (the quick tier: a sample, the two 31 moves out and the
/// goal) against the corner-goal table.
fn acwing_steps_on_every_grid(tier: Tier) {
    let table = common::tables().get::<x_board::Truth>();
    let extreme = |b: &Board| matches!(table.get(b), Some(0 | 31));
    let boards = tier.sample(Board::all().collect(), 4_000, extreme);
    tier.expect(362_880, boards.len());
    let failures = common::per_core(&boards, |part| {
        let mut failures = Vec::new();
        for board in part {
            let input = x_board::spell(board);
            let got = acwing_steps::solve(&input).expect("a valid grid");
            let want = format!("{}\n", table.get(board).map_or(-1, i64::from));
            if got != want {
                failures.push(format!("{input}: {want:?} expected, got {got:?}"));
            }
        }
        failures
    });
    common::assert_none_failed(&failures.concat());
    assert_eq!(acwing_steps::solve("2 3 4 1 5 x 7 6 8").unwrap(), "19\n");
}

#[test]
fn count_says_the_table() {
    let (code, out, _) = common::tool("count", &["--problem", "acwing_steps", "csv"]);
    assert!(
        code == 0 && out.starts_with("reach,181440,362880,31\n"),
        "{out}"
    );
    crate::cards::states("acwing_steps", &[31]);
}

/// Every 16th board and the farthest, for the 3×3 goals but AcWing's own.
fn three_other_goals_on_every_16th_board(tier: Tier) {
    let x = |b: &Vec<u8>| {
        goals::array(b)
            .replace(['[', ']', ','], "")
            .replace('0', "x")
            + "\n"
    };
    goals::every_3x3_board(tier, ("acwing_steps", Call::Solve), "GOAL", &x, 1, 16);
}
