//! Bad input to every judge bin: a non-zero exit, one line on stderr, nothing on stdout, and
//! never a panic (exit 101) or a hang.

mod common;

fn rejects(bin: &str, input: impl Into<Vec<u8>>) {
    let input = input.into();
    let shown = String::from_utf8_lossy(&input).into_owned();
    let ran = common::run(bin, &[], input);
    let stderr = &ran.stderr;
    assert!(ran.code.is_some(), "{bin} on {shown:?}: killed (timeout?)");
    assert_ne!(ran.code, Some(0), "{bin} accepted {shown:?}");
    assert_ne!(ran.code, Some(101), "{bin} panicked on {shown:?}: {stderr}");
    assert_eq!(ran.error_breach(), None, "{bin} on {shown:?}");
}

const P1379_BAD: &[&str] = &[
    "",
    "   \n",
    "28310476\n",
    "2831047651\n",
    "28310476a\n",
    "283104763\n",
    "283100765\n",
    "283104769\n",
    "2 8 3 1 0 4 7 6 5\n",
    "283104765 283104765\n",
    "２83104765\n",
];

#[test]
fn p1379_bins_reject_bad_boards() {
    for bin in ["p1379", "p1379_flat", "p1379_reverse"] {
        for input in P1379_BAD {
            rejects(bin, *input);
        }
    }
}

#[test]
fn p1379_bins_reject_invalid_utf8() {
    for bin in ["p1379", "p1379_flat", "p1379_reverse"] {
        rejects(bin, vec![0xFF, 0xFE, b'1']);
    }
}

#[test]
fn acwing_astar_rejects_bad_grids() {
    for input in [
        "",
        "1 2 3 4 5 6 7 8\n",
        "1 2 3 4 5 6 7 8 x 1\n",
        "0 1 2 3 4 5 6 7 8\n",
        "1 1 3 4 5 6 7 8 x\n",
        "1 2 3 4 5 6 7 x x\n",
        "1 2 3 4 5 6 7 8 y\n",
        "12345678x\n",
        "1 2 3 4 5 6 7 8 9\n",
    ] {
        rejects("acwing_astar", input);
    }
}

#[test]
fn yuzan_alternating_rejects_bad_grids() {
    let twenty_five: Vec<String> = (1..=25).map(|i| i.to_string()).collect();
    let ten: Vec<String> = (1..=10).map(|i| i.to_string()).collect();
    for input in [
        String::new(),
        "1 2 3\n".into(),
        "0 1 2 3\n".into(),
        "1 2 2 3\n".into(),
        "1 2 9 4 6 3 7 8 5 5\n".into(),
        ten.join(" "),
        "a b c d\n".into(),
        "1 2 3 x\n".into(),
        "1 2 3 -4\n".into(),
        "1 2 3 99999999999999999999999\n".into(),
        twenty_five.join(" "),
    ] {
        rejects("yuzan_alternating", input);
    }
}

#[test]
fn aoj_idastar_rejects_bad_boards() {
    let seventeen: Vec<String> = (0..17).map(|i| i.to_string()).collect();
    for input in [
        String::new(),
        "1 2 3 4 5 6 7 8\n".into(),
        "1 2 3 4 5 6 7 8 0 9\n".into(),
        "1 2 3 4 5 6 7 8 9\n".into(),
        "1 1 3 4 5 6 7 8 0\n".into(),
        "1 2 3 4 5 6 7 8 x\n".into(),
        "1 2 3 4 5 6 7 8 -1\n".into(),
        "1 2 3 4 5 6 7 8 16 10 11 12 13 14 15 0\n".into(),
        "1 2 3 4 5 6 7 8 99999999999999999999999 10 11 12 13 14 15 0\n".into(),
        seventeen.join(" "),
        "1 2 3 4 5 6 7 8 0 10 11 12 13 14 15 9 9\n".into(),
    ] {
        rejects("aoj_idastar", input);
    }
}

#[test]
fn cses_swap_game_rejects_bad_grids() {
    for input in [
        "",
        "1 2 3 4 5 6 7 8\n",
        "1 2 3 4 5 6 7 8 9 1\n",
        "0 1 2 3 4 5 6 7 8\n",
        "1 1 3 4 5 6 7 8 9\n",
        "1 2 3 4 5 6 7 8 10\n",
        "1 2 3 4 5 6 7 8 x\n",
        "123456789\n",
        "1 2 3 4 5 6 7 8 -9\n",
    ] {
        rejects("cses_swap_game", input);
    }
}

#[test]
fn p2730_magic_squares_rejects_bad_targets() {
    for input in [
        "",
        "1 2 3 4 5 6 7\n",
        "1 2 3 4 5 6 7 8 1\n",
        "0 1 2 3 4 5 6 7\n",
        "1 1 3 4 5 6 7 8\n",
        "1 2 3 4 5 6 7 9\n",
        "12345678\n",
        "1 2 3 4 5 6 7 A\n",
    ] {
        rejects("p2730_magic_squares", input);
    }
}

#[test]
fn p2578_nine_digits_rejects_bad_boards() {
    for input in [
        "",
        "0 1 2\n3 4 5\n6 7\n",
        "0 1 2\n3 4 5\n6 7 8 0\n",
        "1 2 3\n4 5 6\n7 8 9\n",
        "0 1 2\n3 4 5\n6 7 7\n",
        "012\n345\n678\n",
        "0 1 2\n3 4 5\n6 7 -8\n",
    ] {
        rejects("p2578_nine_digits", input);
    }
}

#[test]
fn p4289_moving_toys_rejects_bad_boards() {
    for input in [
        "",
        "1111 0000 1110 0010\n\n1010 0101 1010 0100\n",
        "1111 0000 1110 0010\n\n1010 0101 1010 010\n",
        "1111 0000 1110 0010\n\n1010 0101 1010 0101 0\n",
        "1111 0000 1110 0020\n\n1010 0101 1010 0101\n",
        "1 1 1 1 0 0 0 0 1 1 1 0 0 0 1 0 1 0 1 0 0 1 0 1 1 0 1 0 0 1 0 x\n",
    ] {
        rejects("p4289_moving_toys", input);
    }
}

#[test]
fn acwing_rotation_game_rejects_bad_boards() {
    let sample = "1 1 1 1 3 2 3 2 3 1 3 2 2 3 1 2 2 2 3 1 2 1 3 3";
    for input in [
        String::new(),
        "1 1 1 1 3 2 3 2 3 1 3 2 2 3 1 2 2 2 3 1 2 1 3\n0\n".to_string(),
        format!("{sample} 1\n0\n"),
        format!("{sample}\n0\n{sample}\n"),
        format!("{sample}\n0 0\n"),
        sample.replacen('3', "1", 1) + "\n0\n",
        sample.replacen('3', "4", 1) + "\n0\n",
        sample.replacen('3', "0", 1) + "\n0\n",
        sample.replacen('3', "-3", 1) + "\n0\n",
        sample.replace(' ', "") + "\n0\n",
    ] {
        rejects("acwing_rotation_game", input);
    }
}

#[test]
fn kattis_rubiks_revenge_rejects_bad_grids() {
    for input in [
        "",
        "RGGR\nGBGB\nBYBY\n",
        "RGGR\nGBGB\nBYBY\nYRYR\nRRRR\n",
        "RGGR\nGBGB\nBYBY\nYRY\n",
        "RGGR\nGBGB\nBYBY\nYRYRR\n",
        "RGGR\nGBGB\nBYBY\nYRYX\n",
        "RGGR\nGBGB\nBYBY\nYRYr\n",
        "RGGR\nGBGB\nBYBY\nYRYY\n",
        "RRRR\nRRRR\nRRRR\nRRRR\n",
        "RGGRGBGBBYBYYRYR\n",
        "RG GR\nGBGB\nBYBY\nYRYR\n",
        "\u{FEFF}RGGR\nGBGB\nBYBY\nYRYR\n",
    ] {
        rejects("kattis_rubiks_revenge", input);
    }
}

#[test]
fn abc336_rotation_puzzle_rejects_bad_grids() {
    for input in [
        "",
        "3\n",
        "3 3\n",
        "3 3\n9 4 3\n2 1 8\n7 6\n",
        "3 3\n9 4 3\n2 1 8\n7 6 5 1\n",
        "3 3\n9 4 3\n2 1 8\n7 6 6\n",
        "3 3\n9 4 3\n2 1 8\n7 6 10\n",
        "3 3\n9 4 3\n2 1 8\n7 6 0\n",
        "2 3\n1 2 3\n4 5 6\n",
        "9 3\n1 2 3\n",
        "3 3\n9 4 3\n2 1 8\n7 6 x\n",
        "-3 3\n1 2 3\n",
        "3 3\n9 4 3\n2 1 8\n7 6 99999999999999999999\n",
    ] {
        rejects("abc336_rotation_puzzle", input);
    }
}

#[test]
fn abc361_go_stones_rejects_bad_rows() {
    for input in [
        "",
        "6\n",
        "6\nBWBWBW\n",
        "6\nBWBWBW\nWWWBBB\nB\n",
        "6\nBWBWB\nWWWBBB\n",
        "6\nBWBWBWB\nWWWBBB\n",
        "6\nBWBWBX\nWWWBBB\n",
        "6\nbwbwbw\nwwwbbb\n",
        "1\nB\nB\n",
        "15\nBBBBBBBBBBBBBBB\nBBBBBBBBBBBBBBB\n",
        "-6\nBWBWBW\nWWWBBB\n",
        "x\nBWBWBW\nWWWBBB\n",
        "99999999999999999999\nBW\nBW\n",
    ] {
        rejects("abc361_go_stones", input);
    }
}

#[test]
fn acwing_steps_rejects_bad_grids() {
    for input in [
        "",
        "1 2 3 4 5 6 7 8\n",
        "1 2 3 4 5 6 7 8 x 1\n",
        "0 1 2 3 4 5 6 7 8\n",
        "1 2 3 4 5 6 7 x x\n",
        "12345678x\n",
    ] {
        rejects("acwing_steps", input);
    }
}

#[test]
fn aoj_seven_puzzle_rejects_bad_puzzles() {
    for input in [
        "",
        "0 1 2 3 4 5 6\n",
        "0 1 2 3 4 5 6 7 0\n",
        "0 1 2 3 4 5 6 8\n",
        "0 1 2 3 4 5 6 6\n",
        "0 1 2 3 4 5 6 -1\n",
        "0 1 2 3 4 5 6 x\n",
        "01234567\n",
        "0 1 2 3 4 5 6 99999999999999999999999\n",
    ] {
        rejects("aoj_seven_puzzle", input);
    }
}

#[test]
fn leetcode_sliding_puzzle_rejects_bad_boards() {
    for input in [
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
    ] {
        rejects("leetcode_sliding_puzzle", input);
    }
}

#[test]
fn abc224_graph_puzzle_rejects_bad_graphs() {
    for input in [
        "",
        "1\n1 2\n1 2 3 4 5 6 7\n",
        "1\n1 1\n1 2 3 4 5 6 7 8\n",
        "2\n1 2\n2 1\n1 2 3 4 5 6 7 8\n",
        "1\n1 10\n1 2 3 4 5 6 7 8\n",
        "0\n1 2 3 4 5 6 7 7\n",
        "0\n0 2 3 4 5 6 7 8\n",
        "37\n",
        "-1\n1 2 3 4 5 6 7 8\n",
        "0\n1 2 3 4 5 6 7 x\n",
    ] {
        rejects("abc224_graph_puzzle", input);
    }
}

#[test]
fn p2324_knights_rejects_bad_boards() {
    let goal = "11111\n01111\n00*11\n00001\n00000\n";
    for input in [
        String::new(),
        "0\n".into(),
        format!("2\n{goal}"),
        format!("1\n{goal}11111\n"),
        "1\n11111\n01111\n00011\n00001\n00000\n".into(),
        "1\n11111\n01111\n0**11\n00001\n00000\n".into(),
        "1\n11111\n01111\n00*11\n00001\n0000\n".into(),
        "1\n11111\n01111\n00*12\n00001\n00000\n".into(),
        "1\n11111\n11111\n00*11\n00001\n00000\n".into(),
        format!("x\n{goal}"),
    ] {
        rejects("p2324_knights", input);
    }
}
