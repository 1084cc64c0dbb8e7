//! LeetCode 773 on all 6! boards, through the pasted function and through `solve`, against
//! the kit's breadth-first search.

use crate::bins::leetcode_sliding_puzzle::{self, Solution};
use crate::common;
use crate::goals;
use crate::tier::Tier;
use eight_puzzle::problems::leetcode_sliding_puzzle as kit;
use eight_puzzle::rect::Rect;
use eight_puzzle::rect::RectGoal;

#[test]
fn leetcode_sliding_puzzle_on_every_board() {
    let table = common::tables().get::<kit::Truth>();
    let boards = kit::Leet::RECT.all();
    assert_eq!(boards.len(), 720);
    for cells in &boards {
        let want = table.get(cells).map_or(-1, |d| d as i32);
        let board: Vec<Vec<i32>> = cells
            .chunks(3)
            .map(|r| r.iter().map(|&c| i32::from(c)).collect())
            .collect();
        assert_eq!(Solution::sliding_puzzle(board), want, "{cells:?}");
        let text = kit::format(cells);
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

#[test]
fn count_holds_the_layers_to_the_oeis() {
    let (code, out, _) = crate::common::tool("count", &["--problem", "leetcode_sliding_puzzle"]);
    assert_eq!(code, 0, "{out}");
    assert!(out.contains("360 boards within 21 moves; every layer equals OEIS A090034"));
}

tiers!(
    #[skip_if(no_rustc, "builds with rustc: none runs under Wine")]
    every_board_for_other_goals
);

/// Every board for its own goal, the blank first, the blank last and a random goal.
fn every_board_for_other_goals(tier: Tier) {
    let leet = |b: &Vec<u8>| {
        format!("[{},{}]\n", goals::array(&b[..3]), goals::array(&b[3..])).replace(' ', "")
    };
    let rect = Rect { rows: 2, cols: 3 };
    goals::every_rect_board(
        tier,
        ("leetcode_sliding_puzzle", 1),
        rect,
        vec![1, 2, 3, 4, 5, 0],
        &leet,
    );
}
