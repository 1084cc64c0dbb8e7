//! The 对拍 tools as a user runs them: `gen` against the reference generator's outputs,
//! `count` against the reference's table, `duipai` against the seed's catch rates, and bad
//! arguments to all three.

mod common;

use eight_puzzle::cases::Generator;
use eight_puzzle::problems::p1379::P1379;
use eight_puzzle::problems::{acwing, yuzan};
use eight_puzzle::sampling::Mode;
use eight_puzzle::tables::Tables;

fn tool(name: &str, args: &[&str]) -> (i32, String, String) {
    let ran = common::run(name, args, []);
    (ran.code.expect("exited"), ran.out(), ran.stderr)
}

#[test]
fn gen_matches_the_reference_generator_on_every_recorded_triple() {
    let tables = Tables::new();
    let generator = Generator::new(&tables);
    let golden = include_str!("golden/gen_p1379.txt");
    let mut modes = [0; 2];
    for line in golden.lines() {
        let fields: Vec<&str> = line.split(' ').collect();
        let [seed, k, mode, expected] = fields[..] else {
            panic!("bad golden line {line:?}")
        };
        let (seed, k, mode): (u32, u32, i64) = (
            seed.parse().unwrap(),
            k.parse().unwrap(),
            mode.parse().unwrap(),
        );
        modes[mode as usize] += 1;
        let got = generator
            .case(&P1379, seed, k, Mode::from_number(mode).unwrap())
            .unwrap();
        assert_eq!(got, format!("{expected}\n"), "gen {seed} {k} {mode}");
    }
    assert!(modes[0] > 300 && modes[1] > 300, "{modes:?}");
}

#[test]
fn gen_binary_prints_the_reference_bytes_and_its_defaults() {
    assert_eq!(
        tool("gen", &["1", "30", "0"]),
        (0, "123784065\n".into(), String::new())
    );
    assert_eq!(
        tool("gen", &["1"]).1,
        "123784065\n",
        "k defaults to 30, mode to 0"
    );
    assert_eq!(tool("gen", &["17", "25", "1"]).1, "574032816\n");
    assert_eq!(
        tool("gen", &["5", "-3"]).1,
        "123804765\n",
        "a negative k walks no moves"
    );
    assert_eq!(tool("gen", &["4294967295", "5"]).1, "123840765\n");
}

#[test]
fn gen_other_problems_print_their_own_formats() {
    let (code, acwing, _) = tool("gen", &["--problem", "acwing_astar", "3", "31", "1"]);
    assert_eq!(code, 0);
    let tables = Tables::new();
    let board = acwing::parse(&acwing).unwrap();
    assert_eq!(tables.get::<acwing::Truth>().get(&board), Some(31));
    let (code, grid, _) = tool("gen", &["3", "12", "1", "--problem", "yuzan_alternating"]);
    assert_eq!(code, 0);
    assert_eq!(grid.lines().count(), 3);
    let grid = yuzan::Grid::parse(&grid).unwrap();
    let oracles = tables.get::<yuzan::Oracles>();
    assert_eq!(oracles.for_side(3).unwrap().fewest_moves(&grid), Some(12));
}

#[test]
fn count_csv_is_the_reference_table_byte_for_byte() {
    let (code, csv, _) = tool("count", &["csv"]);
    assert_eq!(code, 0);
    assert_eq!(csv, include_str!("golden/count.csv"));
}

#[test]
fn count_for_people_says_the_same_numbers() {
    let (code, report, _) = tool("count", &[]);
    assert_eq!(code, 0);
    for fact in [
        "181440 of 9! = 362880",
        "30 moves out (148 boards, first 021358467)",
        "too small on 155579 boards, right on 25861",
        "caught  49 / 300; average true distance 8.65",
        "over all reachable boards: 21.50",
        "caught 291 / 300",
    ] {
        assert!(report.contains(fact), "missing {fact:?} in\n{report}");
    }
}

#[test]
fn count_other_problems() {
    let (_, acwing, _) = tool("count", &["--problem", "acwing_astar", "csv"]);
    assert!(
        acwing.starts_with("reach,181440,362880,31\ndeepest,2,"),
        "{acwing}"
    );
    let (_, yuzan, _) = tool("count", &["csv", "--problem", "yuzan_alternating"]);
    for row in [
        "n2reach,24,24,4",
        "n3reach,362880,362880,12",
        "n3deepest,7,3 8 1 / 6 5 4 / 9 2 7",
        "perGridMarks,725760,725760",
    ] {
        assert!(
            yuzan.lines().any(|line| line == row),
            "missing {row:?} in\n{yuzan}"
        );
    }
}

#[test]
fn duipai_reproduces_the_seed_catch_rates() {
    let (code, out, _) = tool("duipai", &["p1379", "p1379_flat", "--keep-going"]);
    assert_eq!(code, 1);
    assert!(
        out.contains("(mode 0, k 30, seeds 1..=300): 49 / 300 rounds differ"),
        "{out}"
    );
    let (code, out, _) = tool(
        "duipai",
        &[
            "p1379",
            "p1379_flat",
            "--mode",
            "1",
            "--k",
            "25",
            "--keep-going",
        ],
    );
    assert_eq!(code, 1);
    assert!(
        out.contains("(mode 1, k 25, seeds 1..=300): 291 / 300 rounds differ"),
        "{out}"
    );
}

#[test]
fn duipai_stops_at_the_first_difference_with_a_replay_command() {
    let (code, out, _) = tool("duipai", &["p1379", "p1379_flat"]);
    assert_eq!(code, 1);
    assert!(
        out.starts_with("difference at seed 2 (round 2 of 300)\ninput:\n182734650\n"),
        "{out}"
    );
    assert!(out.contains("[wrong answer: 10 expected, got 8]"), "{out}");
    let replay = out
        .lines()
        .find_map(|l| l.strip_prefix("replay: cargo run --release --bin duipai -- "))
        .unwrap();
    let args: Vec<&str> = replay.split(' ').collect();
    let (code, again, _) = tool("duipai", &args);
    assert_eq!(code, 1);
    assert!(
        again.starts_with("difference at seed 2 (round 1 of 1)"),
        "{again}"
    );
}

#[test]
fn duipai_finds_no_difference_between_correct_solvers() {
    for args in [
        &[
            "p1379",
            "p1379_reverse",
            "--mode",
            "1",
            "--k",
            "20",
            "--rounds",
            "100",
        ][..],
        &[
            "acwing_astar",
            "acwing_astar",
            "--mode",
            "2",
            "--rounds",
            "60",
        ],
        &[
            "yuzan_alternating",
            "yuzan_alternating",
            "--mode",
            "1",
            "--k",
            "11",
            "--rounds",
            "30",
        ],
    ] {
        let (code, out, _) = tool("duipai", args);
        assert_eq!(code, 0, "{args:?}: {out}");
        assert!(out.contains(" 0 / "), "{out}");
    }
}

#[test]
fn bad_arguments_get_one_line_and_exit_2() {
    let cases: &[(&str, &[&str])] = &[
        ("gen", &[]),
        ("gen", &["abc"]),
        ("gen", &["1", "ten"]),
        ("gen", &["1", "30", "7"]),
        ("gen", &["1", "31", "1"]),
        ("gen", &["--problem", "p9999", "1"]),
        ("gen", &["--problem", "yuzan_alternating", "1", "13", "1"]),
        ("gen", &["--frob", "1"]),
        ("gen", &["1", "2", "0", "4"]),
        ("count", &["--frob"]),
        ("count", &["--problem", "nope"]),
        ("count", &["--problem"]),
        ("duipai", &["p1379"]),
        ("duipai", &["p1379", "p1379_flat", "--rounds", "many"]),
        ("duipai", &["p1379", "p1379_flat", "--mode", "5"]),
        ("duipai", &["p1379", "p1379_flat", "--frob"]),
        ("duipai", &["mystery_a", "mystery_b"]),
        ("duipai", &["p1379", "/nonexistent/solver"]),
        ("gen", &["--problem", "aoj_idastar", "--size", "5", "1"]),
        ("gen", &["--size", "4", "1"]),
        ("gen", &["--problem", "aoj_idastar", "1", "30..=45", "0"]),
        ("gen", &["--problem", "aoj_idastar", "1", "45..=30", "1"]),
        ("gen", &["--problem", "aoj_idastar", "1", "81..=90", "1"]),
        (
            "gen",
            &["--problem", "aoj_idastar", "--size", "3", "1", "32", "1"],
        ),
        ("count", &["--instances", "/nonexistent/file"]),
        (
            "count",
            &["--problem", "p1379", "--instances", "Cargo.toml"],
        ),
        (
            "count",
            &["--problem", "aoj_idastar", "--instances", "Cargo.toml"],
        ),
        ("duipai", &["aoj_idastar", "aoj_idastar", "--k", "30..=45"]),
    ];
    for (name, args) in cases {
        let (code, out, err) = tool(name, args);
        assert_eq!(code, 2, "{name} {args:?}: {out} {err}");
        assert!(out.is_empty(), "{name} {args:?} printed {out:?}");
        assert_eq!(err.lines().count(), 1, "{name} {args:?}: {err:?}");
        assert!(err.starts_with("error: "), "{name} {args:?}: {err:?}");
    }
}

/// The 15-puzzle through the tools: `gen` at both sizes and in a range, each case judged by
/// `check` against the kit's oracle; `count`'s layers against the OEIS; `duipai`.
#[test]
fn the_15_puzzle_tools() {
    let s = common::Scratch::new("aoj-tools");
    for (args, fewest, most) in [
        (&["--size", "3", "7", "31", "1"][..], 31, 31),
        (&["--size", "4", "7", "30..=45", "1"], 30, 45),
        (&["8", "40", "1"], 40, 45),
        (&["--size", "4", "9", "25", "0"], 0, 25),
    ] {
        let args = [&["--problem", "aoj_idastar"][..], args].concat();
        let (code, case, err) = tool("gen", &args);
        assert_eq!(code, 0, "{args:?}: {err}");
        let (input, output) = (s.file("in", &case), s.file("out", "0\n"));
        let (_, verdict, _) = tool("check", &["aoj_idastar", &input, &output]);
        let fewest_moves: u32 = verdict
            .split(|c: char| !c.is_ascii_digit())
            .find(|w| !w.is_empty())
            .and_then(|w| w.parse().ok())
            .unwrap_or(0);
        assert!(
            (fewest..=most).contains(&fewest_moves),
            "{args:?}: {verdict}"
        );
        let answer = s.file("answer", format!("{fewest_moves}\n"));
        let (code, _, _) = tool("check", &["aoj_idastar", &input, &answer, &answer]);
        assert_eq!(code, 0);
    }
    let (code, out, _) = tool("count", &["--problem", "aoj_idastar"]);
    assert_eq!(code, 0, "{out}");
    assert!(out.contains("3418020 boards within 20 moves; every layer equals OEIS A089484"));
    let (code, out, _) = tool("count", &["--problem", "aoj_idastar", "--size", "3", "csv"]);
    assert_eq!((code, out.lines().nth(32)), (0, Some("31,2,2")), "{out}");
    let args = [
        "aoj_idastar",
        "aoj_idastar",
        "--mode",
        "1",
        "--k",
        "30..=40",
        "--rounds",
        "5",
    ];
    let (code, out, _) = tool("duipai", &args);
    assert_eq!(code, 0, "{out}");
}

/// `count --instances`: one line per board, a total, and exit 1 naming a wrong claim.
#[test]
fn count_instances_reports_and_disagrees() {
    let s = common::Scratch::new("aoj-instances");
    let text = "# name, length, 16 cells\n\
                a 8 1 2 3 4 6 7 8 0 5 10 11 12 9 13 14 15\n\n\
                b 9 1 2 3 4 6 7 8 0 5 10 11 12 9 13 14 15\n\
                c 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 0\n";
    let file = s.file("instances", text);
    let ran = common::run(
        "count",
        &["--problem", "aoj_idastar", "--instances", &file],
        [],
    );
    assert_eq!(ran.code, Some(1), "{}", ran.stderr);
    let out = ran.out();
    let rows: Vec<Vec<&str>> = out
        .lines()
        .map(|l| l.split_whitespace().collect())
        .collect();
    assert_eq!(rows.len(), 5, "{out}");
    assert_eq!((rows[1][0], rows[1][1], rows[3][1]), ("a", "8", "0"));
    assert!(out.contains("total: 3 boards") && out.contains("1 lengths disagree"));
    assert!(ran
        .stderr
        .starts_with("error: board b: 8 moves, the file says 9"));
    let korf = concat!(env!("CARGO_MANIFEST_DIR"), "/src/data/korf100-aoj.txt");
    let ran = common::run(
        "count",
        &["--problem", "aoj_idastar", "--instances", korf],
        [],
    );
    assert_eq!(ran.code, Some(0), "{}", ran.stderr);
    assert!(ran.out().contains("total: 100 boards"), "{}", ran.out());
}

/// CSES 1670 through `gen`, `check`, `count` and `duipai`.
#[test]
fn the_swap_game_through_the_tools() {
    let s = common::Scratch::new("swap-tools");
    let (code, reversed, _) = tool("gen", &["--problem", "cses_swap_game", "1", "16", "1"]);
    assert_eq!((code, reversed.as_str()), (0, "9 8 7\n6 5 4\n3 2 1\n"));
    let input = s.file("in", &reversed);
    let (code, verdict, _) = tool("check", &["cses_swap_game", &input, &s.file("out", "16\n")]);
    assert_eq!((code, verdict.trim()), (0, "ok: 16"));
    let (code, out, _) = tool("count", &["--problem", "cses_swap_game", "csv"]);
    assert_eq!(code, 0);
    assert!(out.starts_with("reach,362880,362880,16\n"), "{out}");
    let args = [
        "cses_swap_game",
        "cses_swap_game",
        "--mode",
        "2",
        "--rounds",
        "20",
    ];
    assert_eq!(tool("duipai", &args).0, 0);
}

/// The 4×4 alternating-swap puzzle through `gen` and `duipai`; n = 5 is refused.
#[test]
fn the_4x4_alternating_swaps_through_the_tools() {
    let args = [
        "--problem",
        "yuzan_alternating",
        "--size",
        "4",
        "5",
        "10..=14",
        "1",
    ];
    let (code, grid, err) = tool("gen", &args);
    assert_eq!(code, 0, "{err}");
    assert_eq!(grid.split_whitespace().count(), 16);
    let args = [
        "yuzan_alternating",
        "yuzan_alternating",
        "--size",
        "4",
        "--mode",
        "1",
        "--k",
        "12..=16",
        "--rounds",
        "5",
    ];
    let (code, out, _) = tool("duipai", &args);
    assert_eq!(code, 0, "{out}");
    assert_eq!(
        tool(
            "gen",
            &["--problem", "yuzan_alternating", "--size", "5", "1"]
        )
        .0,
        2
    );
}

/// AcWing 845, AOJ 0121 and LeetCode 773 through `gen` (every mode, each case judged by
/// `check` with the kit's answer), `count` (layers against the OEIS, exit 0) and `duipai`.
#[test]
fn the_small_puzzles_through_the_tools() {
    let s = common::Scratch::new("small-tools");
    let rows = [
        ("acwing_steps", "31", "31"),
        ("aoj_seven_puzzle", "36", "36"),
        ("leetcode_sliding_puzzle", "21", "21"),
    ];
    for (problem, far, most) in rows {
        for (k, mode) in [("25", "0"), (far, "1"), ("0", "2")] {
            let (code, case, err) = tool("gen", &["--problem", problem, "3", k, mode]);
            assert_eq!(code, 0, "{problem} {k} {mode}: {err}");
            let input = s.file("in", &case);
            let (_, verdict, _) = tool("check", &[problem, &input, &s.file("out", "0\n")]);
            // "ok: 0", or "wrong answer: 11 expected, got 0" ("puzzle 1: 36 expected, …").
            let words: Vec<&str> = verdict.split_whitespace().collect();
            let truth = match words.iter().position(|w| *w == "expected,") {
                Some(at) => words[at - 1],
                None => "0",
            };
            let answer = s.file("answer", format!("{truth}\n"));
            let (code, _, _) = tool("check", &[problem, &input, &answer, &answer]);
            assert_eq!(code, 0, "{problem} {case}: {verdict}");
            if mode == "1" {
                assert!(verdict.contains(most), "{problem} {case}: {verdict}");
            }
        }
        let (code, out, _) = tool("count", &["--problem", problem]);
        assert_eq!(code, 0, "{out}");
        let args = [problem, problem, "--mode", "2", "--rounds", "10"];
        assert_eq!(tool("duipai", &args).0, 0, "{problem}");
    }
    let (_, out, _) = tool("count", &["--problem", "leetcode_sliding_puzzle"]);
    assert!(out.contains("360 boards within 21 moves; every layer equals OEIS A090034"));
    let (_, out, _) = tool("count", &["--problem", "aoj_seven_puzzle", "csv"]);
    assert!(out.contains("\n36,1,1\n"), "{out}");
}

/// ABC224 D through `gen` (every mode: a random graph and an arrangement, judged by `check`
/// with the kit's answer), `count` (graph families beside Wilson's theorem) and `duipai`.
#[test]
fn the_graph_puzzle_through_the_tools() {
    let s = common::Scratch::new("graph-tools");
    for (k, mode) in [("30", "0"), ("20..=30", "1"), ("0", "2")] {
        let args = ["--problem", "abc224_graph_puzzle", "5", k, mode];
        let (code, case, err) = tool("gen", &args);
        assert_eq!(code, 0, "{k} {mode}: {err}");
        let input = s.file("in", &case);
        let truth = eight_puzzle::problems::abc224::parse(&case)
            .map(|c| eight_puzzle::problems::abc224::fewest(&c).map_or(-1, i64::from))
            .unwrap();
        if mode == "1" {
            assert!((20..=30).contains(&truth), "{case}: {truth}");
        }
        let answer = s.file("answer", format!("{truth}\n"));
        let (code, verdict, _) = tool("check", &["abc224_graph_puzzle", &input, &answer, &answer]);
        assert_eq!(code, 0, "{case}: {verdict}");
    }
    let (code, _, err) = tool("gen", &["--problem", "abc224_graph_puzzle", "5", "41", "1"]);
    assert!(code == 2 && err.contains("at most 40"), "{err}");
    let (code, out, _) = tool("count", &["--problem", "abc224_graph_puzzle", "csv"]);
    assert_eq!(code, 0, "{out}");
    assert!(
        out.contains("K4,5 (complete bipartite),true,true,181440,181440,"),
        "{out}"
    );
    let args = [
        "abc224_graph_puzzle",
        "abc224_graph_puzzle",
        "--mode",
        "2",
        "--rounds",
        "10",
    ];
    assert_eq!(tool("duipai", &args).0, 0);
}

/// P2324 through `gen` (a walk, boards 10..=15 moves out, a random board), each judged by
/// `check`; a distance past 15 refused; `duipai`. (`count`, which builds the whole space, is
/// held to its totals in `tests/knights.rs`.)
#[test]
fn the_knights_through_the_tools() {
    let s = common::Scratch::new("knights-tools");
    for (k, mode) in [("9", "0"), ("10..=15", "1"), ("0", "2")] {
        let (code, case, err) = tool("gen", &["--problem", "p2324_knights", "7", k, mode]);
        assert_eq!(code, 0, "{k} {mode}: {err}");
        let input = s.file("in", &case);
        let ran = common::run("p2324_knights", &[], case.clone());
        let answer = s.file("answer", ran.out());
        let (code, verdict, _) = tool("check", &["p2324_knights", &input, &answer, &answer]);
        assert_eq!(code, 0, "{case}: {verdict}");
        let moves: i64 = ran.out().trim().parse().unwrap();
        match mode {
            "1" => assert!((10..=15).contains(&moves), "{case}: {moves}"),
            "2" => assert_eq!(moves, -1, "{case}"),
            _ => assert!((0..=9).contains(&moves), "{case}: {moves}"),
        }
    }
    let (code, _, err) = tool("gen", &["--problem", "p2324_knights", "7", "16", "1"]);
    assert!(code == 2 && err.contains("at most 15"), "{err}");
    let args = [
        "p2324_knights",
        "p2324_knights",
        "--mode",
        "1",
        "--k",
        "12..=15",
        "--rounds",
        "5",
    ];
    assert_eq!(tool("duipai", &args).0, 0);
}

/// P2730 魔板 through `gen`, `check`, `count` and `duipai`.
#[test]
fn the_magic_squares_through_the_tools() {
    let s = common::Scratch::new("magic-tools");
    let (code, far, _) = tool("gen", &["--problem", "p2730_magic_squares", "1", "22", "1"]);
    assert_eq!((code, far.as_str()), (0, "4 3 1 2 5 6 7 8\n"));
    let input = s.file("in", &far);
    let out = s.file("out", "22\nABBBCABBBCBBBCBCABCBBB\n");
    let (code, verdict, _) = tool("check", &["p2730_magic_squares", &input, &out]);
    assert_eq!(code, 0, "{verdict}");
    let wrong = s.file("wrong", "22\nABBBCABBBCBBBCBCABCBBC\n");
    assert_eq!(tool("check", &["p2730_magic_squares", &input, &wrong]).0, 1);
    let (code, out, _) = tool("count", &["--problem", "p2730_magic_squares", "csv"]);
    assert_eq!(code, 0);
    assert!(out.starts_with("reach,40320,40320,22\n"), "{out}");
    let args = [
        "p2730_magic_squares",
        "p2730_magic_squares",
        "--mode",
        "2",
        "--rounds",
        "20",
    ];
    assert_eq!(tool("duipai", &args).0, 0);
}

/// P4289 moving toys through `gen`, `check`, `count` and `duipai`.
#[test]
fn the_moving_toys_through_the_tools() {
    let s = common::Scratch::new("toys-tools");
    let (code, far, _) = tool("gen", &["--problem", "p4289_moving_toys", "1", "19", "1"]);
    assert_eq!(code, 0);
    let input = s.file("in", &far);
    let (code, verdict, _) = tool(
        "check",
        &["p4289_moving_toys", &input, &s.file("out", "19\n")],
    );
    assert_eq!(code, 0, "{verdict}");
    assert_eq!(
        tool(
            "check",
            &["p4289_moving_toys", &input, &s.file("wrong", "18\n")]
        )
        .0,
        1
    );
    let (code, _, err) = tool("gen", &["--problem", "p4289_moving_toys", "1", "20", "1"]);
    assert!(code == 2 && err.contains("at most 19"), "{err}");
    let (code, out, _) = tool("count", &["--problem", "p4289_moving_toys", "csv"]);
    assert_eq!(code, 0);
    assert!(out.contains("\n8,12870,18,"), "{out}");
    for mode in ["0", "2"] {
        let args = [
            "p4289_moving_toys",
            "p4289_moving_toys",
            "--mode",
            mode,
            "--k",
            "30",
            "--rounds",
            "20",
        ];
        assert_eq!(tool("duipai", &args).0, 0);
    }
}

/// P2578 九数码游戏 through `gen`, `check`, `count` and `duipai`.
#[test]
fn the_nine_digits_through_the_tools() {
    let s = common::Scratch::new("nine-tools");
    let (code, far, _) = tool("gen", &["--problem", "p2578_nine_digits", "1", "32", "1"]);
    assert_eq!((code, far.as_str()), (0, "2 7 0\n3 4 5\n8 1 6\n"));
    let input = s.file("in", "0 1 2\n4 5 3\n6 7 8\n");
    let out = s.file("out", "1\n0 1 2\n4 5 3\n6 7 8\n\n0 1 2\n3 4 5\n6 7 8\n\n");
    let (code, verdict, _) = tool("check", &["p2578_nine_digits", &input, &out]);
    assert_eq!(code, 0, "{verdict}");
    let wrong = s.file("wrong", "1\n0 1 2\n4 5 3\n6 7 8\n\n0 1 2\n3 4 5\n6 8 7\n\n");
    assert_eq!(tool("check", &["p2578_nine_digits", &input, &wrong]).0, 1);
    let (code, out, _) = tool("count", &["--problem", "p2578_nine_digits", "csv"]);
    assert_eq!(code, 0);
    assert!(out.starts_with("reach,362880,362880,32\n"), "{out}");
    let args = [
        "p2578_nine_digits",
        "p2578_nine_digits",
        "--mode",
        "2",
        "--rounds",
        "20",
    ];
    assert_eq!(tool("duipai", &args).0, 0);
}

/// AcWing 181 回转游戏 through `gen`, `check`, `count` and `duipai`.
#[test]
fn the_rotation_game_through_the_tools() {
    let s = common::Scratch::new("rotation-tools");
    let (code, far, _) = tool(
        "gen",
        &["--problem", "acwing_rotation_game", "1", "12", "1"],
    );
    assert_eq!(code, 0);
    let answer = common::run("acwing_rotation_game", &[], far.as_bytes()).out();
    assert_eq!(
        answer.lines().next().map(str::len),
        Some(12),
        "{far}{answer}"
    );
    let (code, _, why) = tool(
        "gen",
        &["--problem", "acwing_rotation_game", "1", "13", "1"],
    );
    assert!(code != 0 && why.contains("at most 12"), "{why}");
    let input = s.file("in", "1 1 1 1 3 2 3 2 3 1 3 2 2 3 1 2 2 2 3 1 2 1 3 3\n0\n");
    let (code, verdict, _) = tool(
        "check",
        &["acwing_rotation_game", &input, &s.file("out", "AC\n2\n")],
    );
    assert_eq!(code, 0, "{verdict}");
    let wrong = s.file("wrong", "CA\n2\n");
    assert_eq!(
        tool("check", &["acwing_rotation_game", &input, &wrong]).0,
        1
    );
    let (code, out, _) = tool("count", &["--problem", "acwing_rotation_game", "csv"]);
    assert_eq!(code, 0);
    assert!(out.starts_with("reach,735471,735471,14\n"), "{out}");
    let args = [
        "acwing_rotation_game",
        "acwing_rotation_game",
        "--mode",
        "2",
        "--rounds",
        "20",
    ];
    assert_eq!(tool("duipai", &args).0, 0);
}

/// ABC361 D Go Stone Puzzle through `gen`, `check`, `count` and `duipai`.
#[test]
fn the_go_stone_puzzle_through_the_tools() {
    let s = common::Scratch::new("go-stones-tools");
    let (code, far, _) = tool("gen", &["--problem", "abc361_go_stones", "1", "8", "1"]);
    assert_eq!(code, 0);
    let answer = common::run("abc361_go_stones", &[], far.as_bytes()).out();
    assert_eq!(answer, "8\n", "{far}");
    let (code, _, why) = tool("gen", &["--problem", "abc361_go_stones", "1", "9", "1"]);
    assert!(code != 0 && why.contains("at most 8"), "{why}");
    let (code, near, _) = tool("gen", &["--problem", "abc361_go_stones", "2", "4", "0"]);
    assert_eq!(code, 0);
    let moves = common::run("abc361_go_stones", &[], near.as_bytes()).out();
    assert!(
        matches!(moves.trim().parse::<u32>(), Ok(0..=4)),
        "{near}{moves}"
    );
    let input = s.file("in", "6\nBWBWBW\nWWWBBB\n");
    let (code, verdict, _) = tool(
        "check",
        &["abc361_go_stones", &input, &s.file("out", "4\n")],
    );
    assert_eq!(code, 0, "{verdict}");
    let wrong = s.file("wrong", "-1\n");
    assert_eq!(tool("check", &["abc361_go_stones", &input, &wrong]).0, 1);
    let (code, out, _) = tool("count", &["--problem", "abc361_go_stones", "csv"]);
    assert_eq!(code, 0);
    assert!(out.contains("\n4,2,6,2,3,1 0 0 1\n"), "{out}");
    assert!(out.contains("\n14,7,3432,3432,9,"), "{out}");
    let args = [
        "abc361_go_stones",
        "abc361_go_stones",
        "--mode",
        "2",
        "--rounds",
        "20",
    ];
    assert_eq!(tool("duipai", &args).0, 0);
}

/// ABC336 F Rotation Puzzle through `gen`, `check`, `count` and `duipai`.
#[test]
fn the_rotation_puzzle_through_the_tools() {
    let s = common::Scratch::new("rotation-puzzle-tools");
    let (code, far, _) = tool(
        "gen",
        &["--problem", "abc336_rotation_puzzle", "1", "20", "1"],
    );
    assert_eq!(code, 0);
    let answer = common::run("abc336_rotation_puzzle", &[], far.as_bytes()).out();
    assert_eq!(answer, "20\n", "{far}");
    let (code, _, why) = tool(
        "gen",
        &["--problem", "abc336_rotation_puzzle", "1", "21", "1"],
    );
    assert!(code != 0 && why.contains("at most 20"), "{why}");
    let input = s.file("in", "3 3\n9 4 3\n2 1 8\n7 6 5\n");
    let (code, verdict, _) = tool(
        "check",
        &["abc336_rotation_puzzle", &input, &s.file("out", "2\n")],
    );
    assert_eq!(code, 0, "{verdict}");
    let wrong = s.file("wrong", "-1\n");
    assert_eq!(
        tool("check", &["abc336_rotation_puzzle", &input, &wrong]).0,
        1
    );
    let (code, out, _) = tool("count", &["--problem", "abc336_rotation_puzzle", "csv"]);
    assert_eq!(code, 0);
    assert!(
        out.contains("\n3,3,1438,1 4 12 32 84 200 384 434 230 48 9\n"),
        "{out}"
    );
    assert!(out.contains("\n8,8,117965,"), "{out}");
    let args = [
        "abc336_rotation_puzzle",
        "abc336_rotation_puzzle",
        "--mode",
        "0",
        "--rounds",
        "10",
    ];
    assert_eq!(tool("duipai", &args).0, 0);
}

/// Kattis rubiksrevenge through `gen`, `check`, `count` and `duipai`: `count` searches all
/// 63,063,000 grids (about 9 s).
#[test]
fn rubiks_revenge_through_the_tools() {
    let s = common::Scratch::new("rubiks-revenge-tools");
    let bin = "kattis_rubiks_revenge";
    for (k, want) in [("12", "12\n"), ("11", "11\n")] {
        let (code, far, why) = tool("gen", &["--problem", bin, "1", k, "1"]);
        assert_eq!(code, 0, "{why}");
        assert_eq!(common::run(bin, &[], far.as_bytes()).out(), want, "{far}");
    }
    let (code, _, why) = tool("gen", &["--problem", bin, "1", "13", "1"]);
    assert!(code != 0 && why.contains("12"), "{why}");
    let input = s.file("in", "RGGR\nGBGB\nBYBY\nYRYR\n");
    let (code, verdict, _) = tool("check", &[bin, &input, &s.file("out", "3\n")]);
    assert_eq!(code, 0, "{verdict}");
    assert_eq!(tool("check", &[bin, &input, &s.file("wrong", "4\n")]).0, 1);
    let (code, out, why) = tool("count", &["--problem", bin, "csv"]);
    assert_eq!(code, 0, "{why}");
    assert!(out.contains("reach,63063000,63063000,12\n"), "{out}");
    let layers = "1,8,92,888,8066,69816,542108,3526208,15747485,31456664,11551068,160284,312";
    assert!(out.contains(&format!("histogram,{layers}\n")), "{out}");
    let args = [bin, bin, "--mode", "2", "--rounds", "10"];
    assert_eq!(tool("duipai", &args).0, 0);
}
