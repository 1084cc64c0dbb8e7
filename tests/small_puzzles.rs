//! The three small puzzles on their whole state spaces, against the kit's oracles (breadth-first
//! searches over hash maps of packed boards, written apart from the bins): AcWing 845 on all
//! 9! grids, AOJ 0121 on all 8! boards in one process, LeetCode 773 on all 6! boards.

#[allow(dead_code)]
#[path = "../src/bin/acwing_steps.rs"]
mod acwing_steps;
#[allow(dead_code)]
#[path = "../src/bin/aoj_seven_puzzle.rs"]
mod aoj_seven_puzzle;
#[allow(dead_code)]
#[path = "../src/bin/leetcode_sliding_puzzle.rs"]
mod leetcode_sliding_puzzle;

mod common;

use eight_puzzle::board::Board;
use eight_puzzle::problems::{acwing, aoj_seven, leetcode};
use eight_puzzle::rect::RectGoal;
use eight_puzzle::tables::Tables;
use leetcode_sliding_puzzle::Solution;

#[test]
fn acwing_steps_on_every_grid() {
    let table = Tables::new().get::<acwing::Truth>();
    let boards: Vec<Board> = Board::all().collect();
    assert_eq!(boards.len(), 362_880);
    let failures = common::per_core(&boards, |part| {
        let mut failures = Vec::new();
        for board in part {
            let input = acwing::spell(board);
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

/// Every 2×4 board, one per line: 40,320 puzzles, about 645 KB.
fn every_seven_board() -> (Vec<Vec<u8>>, String) {
    let boards = aoj_seven::Seven::RECT.all();
    let text: String = boards.iter().map(|b| aoj_seven::format(b)).collect();
    (boards, text)
}

#[test]
fn aoj_seven_puzzle_on_every_board_in_one_process() {
    let table = Tables::new().get::<aoj_seven::Truth>();
    let (boards, input) = every_seven_board();
    assert_eq!(boards.len(), 40_320);
    let want: String = boards
        .iter()
        .map(|b| format!("{}\n", table.get(b).map_or(-1, i64::from)))
        .collect();
    assert_eq!(want.lines().filter(|l| *l != "-1").count(), 20_160);
    let ran = common::run("aoj_seven_puzzle", &[], input.clone());
    assert_eq!(ran.code, Some(0), "{}", ran.stderr);
    let got = ran.out();
    for (i, (g, w)) in got.lines().zip(want.lines()).enumerate() {
        assert_eq!(g, w, "board {:?}", boards[i]);
    }
    assert_eq!(got, want);
    assert_eq!(aoj_seven_puzzle::solve(&input).unwrap(), want);
}

#[test]
fn leetcode_sliding_puzzle_on_every_board() {
    let table = Tables::new().get::<leetcode::Truth>();
    let boards = leetcode::Leet::RECT.all();
    assert_eq!(boards.len(), 720);
    for cells in &boards {
        let want = table.get(cells).map_or(-1, |d| d as i32);
        let board: Vec<Vec<i32>> = cells
            .chunks(3)
            .map(|r| r.iter().map(|&c| i32::from(c)).collect())
            .collect();
        assert_eq!(Solution::sliding_puzzle(board), want, "{cells:?}");
        let text = leetcode::format(cells);
        assert_eq!(
            leetcode_sliding_puzzle::solve(&text).unwrap(),
            format!("{want}\n"),
            "{text}"
        );
    }
    let examples = [
        ("[[1,2,3],[4,0,5]]", "1\n"),
        ("[[1,2,3],[5,4,0]]", "-1\n"),
        ("[[4,1,2],[5,0,3]]", "5\n"),
    ];
    for (input, output) in examples {
        assert_eq!(leetcode_sliding_puzzle::solve(input).unwrap(), output);
    }
}
