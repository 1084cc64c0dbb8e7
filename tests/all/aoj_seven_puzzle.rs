//! AOJ 0121 on all 8! boards in one process, against the kit's breadth-first search.

use crate::bins::aoj_seven_puzzle;
use crate::common;
use crate::goals;
use crate::tier::Tier;
use eight_puzzle::problems::aoj_seven_puzzle as kit;
use eight_puzzle::rect::Rect;
use eight_puzzle::rect::RectGoal;

/// Every 2×4 board, one per line: 40,320 puzzles, about 645 KB.
fn every_seven_board() -> (Vec<Vec<u8>>, String) {
    let boards = kit::Seven::RECT.all();
    let text: String = boards.iter().map(|b| kit::format(b)).collect();
    (boards, text)
}

#[test]
fn aoj_seven_puzzle_on_every_board_in_one_process() {
    let table = common::tables().get::<kit::Truth>();
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
fn count_holds_the_layers_to_the_oeis() {
    let (code, out, _) = crate::common::tool("count", &["--problem", "aoj_seven_puzzle", "csv"]);
    assert!(code == 0 && out.contains("\n36,1,1\n"), "{out}");
}

tiers!(
    #[skip_if(no_rustc, "builds with rustc: none runs under Wine")]
    three_goals_on_every_4th_board
);

/// Every 4th board and each goal's farthest for its own goal, the blank last and a random
/// goal (the harness makes a call a board, and each call builds the bin's table; the own
/// goal's every board is `aoj_seven_puzzle_on_every_board_in_one_process`'s).
fn three_goals_on_every_4th_board(tier: Tier) {
    let seven = |b: &Vec<u8>| goals::array(b).replace(['[', ']', ','], "") + "\n";
    let rect = Rect { rows: 2, cols: 4 };
    goals::every_rect_board(
        tier,
        ("aoj_seven_puzzle", 4),
        rect,
        (0..8).collect(),
        &seven,
    );
}
