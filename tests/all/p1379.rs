//! The three P1379 judge bins, in-process, on every board the problem allows, against the
//! kit's oracle (a hash-map BFS written apart from the bins) and the reference's outputs.

use crate::bins::{p1379, p1379_flat, p1379_reverse};
use crate::check_cli;
use crate::common;
use crate::common::tool;
use crate::goals::{self, Call};
use crate::tier::{every_nth, Tier};
use eight_puzzle::board::Board;
use eight_puzzle::cases::Generator;
use eight_puzzle::problems::p1379::{self as kit, FlatDistances, Truth, GOAL};
use eight_puzzle::sampling::Mode;
use rand::rngs::StdRng;
use rand::seq::SliceRandom;
use rand::SeedableRng;
use std::sync::Arc;

fn truth() -> Arc<Truth> {
    common::tables().get::<Truth>()
}

fn expected_line(distance: Option<u32>) -> String {
    distance.map_or("-1\n".to_string(), |d| format!("{d}\n"))
}

/// The boards a quick sample always holds: the goal and the 148 boards 30 moves out.
fn is_extreme(truth: &Truth, board: &Board) -> bool {
    matches!(truth.get(board), Some(0 | 30))
}

tiers!(reverse_table_answers_all_362880_boards_like_the_oracle);

/// All 362,880 boards through `p1379_reverse`'s table against the oracle.
fn reverse_table_answers_all_362880_boards_like_the_oracle(tier: Tier) {
    let truth = truth();
    let table = p1379_reverse::distance_table();
    let boards = tier.sample(Board::all().collect(), 4_000, |b| is_extreme(&truth, b));
    let mut unreachable = 0;
    for board in &boards {
        let expected = truth.get(board);
        unreachable += usize::from(expected.is_none());
        assert_eq!(
            p1379_reverse::answer(&table, &board.0),
            expected_line(expected),
            "{board}"
        );
    }
    tier.expect(362_880, boards.len());
    match tier {
        Tier::Proofs => assert_eq!(unreachable, 181_440),
        Tier::Quick => assert!(unreachable > 1_000, "{unreachable} unreachable"),
    }
}

#[test]
fn reverse_solve_runs_the_whole_program() {
    assert_eq!(p1379_reverse::solve("283104765\n").unwrap(), "4\n");
    assert_eq!(p1379_reverse::solve(" 867205341\r\n").unwrap(), "30\n");
    assert_eq!(p1379_reverse::solve("213804765").unwrap(), "-1\n");
}

#[test]
fn bidirectional_bfs_on_every_farthest_board() {
    let truth = truth();
    let farthest: Vec<Board> = truth.at_least(30);
    assert_eq!(farthest.len(), 148);
    assert!(truth.at_least(31).is_empty());
    crate::cards::states("p1379", &[30]);
    for board in farthest {
        assert_eq!(p1379::distance(board.0), Some(30), "{board}");
    }
}

#[test]
fn bidirectional_bfs_on_random_boards_of_both_parities() {
    let truth = truth();
    let mut rng = StdRng::seed_from_u64(1379);
    let mut cells = GOAL.0;
    let (mut reachable, mut unreachable) = (0, 0);
    for _ in 0..6000 {
        cells.shuffle(&mut rng);
        let board = Board(cells);
        let expected = truth.get(&board);
        reachable += usize::from(expected.is_some());
        unreachable += usize::from(expected.is_none());
        assert_eq!(p1379::distance(cells), expected, "{board}");
        assert_eq!(
            p1379::solve(&board.to_string()).unwrap(),
            expected_line(expected)
        );
    }
    assert!(
        reachable > 2500 && unreachable > 2500,
        "{reachable} {unreachable}"
    );
}

tiers!(flat_bug_answers_too_small_on_155579_boards_and_never_too_large);

/// The flat bug's counts over every reachable board, from the kit's BFS over the same wrong
/// adjacency (written apart from the bin): too small on 155,579, right on 25,861, and on 2
/// boards 7 moves out already. `p1379_flat` on every 4th board and the farthest (the
/// quick tier: a sample of them): equal to that BFS, never too large, right within 6.
fn flat_bug_answers_too_small_on_155579_boards_and_never_too_large(tier: Tier) {
    let truth = truth();
    let wrong_graph = common::tables().get::<FlatDistances>();
    let all = truth.at_least(0);
    let wrong = |b: &Board| {
        wrong_graph
            .get(b)
            .expect("the flat graph reaches every board the real one does")
    };
    let shorter = all
        .iter()
        .filter(|b| wrong(b) < truth.get(b).unwrap())
        .count();
    let equal = all
        .iter()
        .filter(|b| wrong(b) == truth.get(b).unwrap())
        .count();
    assert_eq!((shorter, equal), (155_579, 25_861));
    let wrong_at_7 = all
        .iter()
        .filter(|b| truth.get(b) == Some(7) && wrong(b) < 7)
        .count();
    assert_eq!(wrong_at_7, 2);
    // The bin's own answers: 0.3 ms a board, so every 4th board and the extremes.
    let extreme = |b: &Board| is_extreme(&truth, b);
    let boards = tier.sample(every_nth(all, 4, extreme), 3_000, extreme);
    let flat: Vec<Option<u32>> = common::per_core(&boards, |part| {
        part.iter()
            .map(|b| p1379_flat::distance(b.0))
            .collect::<Vec<_>>()
    })
    .concat();
    for (board, got) in boards.iter().zip(flat) {
        let real = truth.get(board).unwrap();
        assert_eq!(
            got,
            Some(wrong(board)),
            "{board}: the bin and the kit's flat BFS"
        );
        assert!(wrong(board) <= real, "{board}: flat {got:?} > real {real}");
        if real <= 6 {
            assert_eq!(
                got,
                Some(real),
                "{board}: the sample's neighbourhood is not affected"
            );
        }
    }
}

#[test]
fn flat_bin_prints_what_the_reference_flat_program_prints() {
    let golden = include_str!("golden/p1379_flat.txt");
    let mut lines = 0;
    for line in golden.lines() {
        let (board, answer) = line.split_once(' ').expect("board answer");
        assert_eq!(
            p1379_flat::solve(board).unwrap(),
            format!("{answer}\n"),
            "{board}"
        );
        lines += 1;
    }
    assert!(lines > 2000, "the golden sample has {lines} boards");
}

#[test]
fn flat_bin_says_minus_one_for_the_other_parity() {
    assert_eq!(p1379_flat::solve("213804765").unwrap(), "-1\n");
    assert_eq!(p1379_flat::solve("867205341").unwrap(), "20\n");
}

#[test]
fn p1379_compares_exactly() {
    let s = common::Scratch::new("p1379");
    let input = s.file("in", "867205341\n");
    let right = s.file("right", "30\n");
    let flat = s.file("flat", "20\n");
    assert_eq!(
        check_cli::check(&["p1379", &input, &right]),
        (0, "ok: 30".into())
    );
    assert_eq!(
        check_cli::check(&["p1379_flat", &input, &flat, &right]),
        (1, "wrong answer: 30 expected, got 20".into())
    );
    assert_eq!(
        check_cli::check(&["p1379_reverse", &input, &right, &flat]).0,
        3,
        "a wrong answer file is the checker's failure"
    );
}

#[test]
fn gen_matches_the_reference_generator_on_every_recorded_triple() {
    let tables = common::tables();
    let generator = Generator::new(tables);
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
            .case(&kit::P1379, seed, k, Mode::from_number(mode).unwrap())
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

/// The seed's catch rates, 300 rounds of each mode as processes (about 5 s: the proofs';
/// `duipai_stops_at_the_first_wrong_answer_with_a_replay_command` holds `duipai` in the quick
/// tier).
#[test]
#[ignore = "the proofs tier: cargo test --release -- --ignored"]
fn duipai_reproduces_the_seed_catch_rates() {
    let (code, out, _) = tool("duipai", &["p1379", "p1379_flat", "--keep-going"]);
    assert_eq!(code, 1);
    assert!(
        out.contains("(mode 0, k 30, seeds 1..=300): 49 / 300 rounds with a wrong answer"),
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
        out.contains("(mode 1, k 25, seeds 1..=300): 291 / 300 rounds with a wrong answer"),
        "{out}"
    );
}

#[test]
fn duipai_stops_at_the_first_wrong_answer_with_a_replay_command() {
    let (code, out, _) = tool("duipai", &["p1379", "p1379_flat"]);
    assert_eq!(code, 1);
    assert!(
        out.starts_with("wrong answer at seed 2 (round 2 of 300): p1379_flat is judged wrong; the outputs differ\ninput:\n182734650\n"),
        "{out}"
    );
    assert!(out.contains("[wrong answer: 10 expected, got 8]"), "{out}");
    // `cargo run … -- ARGS` under cargo; `PATH ARGS` where the test binary runs alone.
    let replay = out
        .lines()
        .find_map(|l| l.strip_prefix("replay: "))
        .unwrap();
    let args: Vec<&str> = match replay.split_once(" -- ") {
        Some((_, args)) => args.split(' ').collect(),
        None => replay.split(' ').skip(1).collect(),
    };
    let (code, again, _) = tool("duipai", &args);
    assert_eq!(code, 1);
    assert!(
        again.starts_with("wrong answer at seed 2 (round 1 of 1)"),
        "{again}"
    );
}

/// Run as a built binary (not under `cargo run`), the replay lines name the binaries the
/// user ran, and the replay runs as printed.
#[test]
fn duipai_outside_cargo_replays_with_the_built_binaries() {
    let exe = assert_cmd::cargo::cargo_bin("duipai");
    let output = std::process::Command::new(&exe)
        .args(["p1379", "p1379_flat", "--rounds", "2"])
        .env_remove("CARGO")
        .env_remove("CARGO_MANIFEST_DIR")
        .output()
        .unwrap();
    let out = String::from_utf8(output.stdout).unwrap();
    let replay = format!("replay: {} p1379 p1379_flat ", exe.display());
    let gen = exe.with_file_name("gen");
    assert!(out.contains(&replay), "{out}");
    let alone = out
        .lines()
        .find_map(|l| l.strip_prefix("input alone: "))
        .unwrap();
    assert!(alone.starts_with(&*gen.to_string_lossy()), "{out}");
    let args: Vec<&str> = alone.split(' ').skip(1).collect();
    let printed = std::process::Command::new(&gen)
        .args(&args)
        .output()
        .unwrap();
    assert_eq!(String::from_utf8_lossy(&printed.stdout), "182734650\n");
}

/// The README's 对拍 example: a BFS that gives up past 20 moves is not caught by mode 0's
/// 300 default rounds (k 30), since every one of those boards is within 20 moves; mode 1
/// at k 22 catches it on the first round.
#[test]
fn mode_0_keeps_its_300_default_rounds_within_20_moves() {
    let (tables, truth) = (common::tables(), truth());
    let generator = Generator::new(tables);
    let distance = |seed: u32, k: u32, mode: Mode| {
        let case = generator.case(&kit::PROBLEM, seed, k, mode).unwrap();
        truth.get(&kit::parse(&case).unwrap()).unwrap()
    };
    let farthest = (1..=300).map(|seed| distance(seed, 30, Mode::Walk)).max();
    assert_eq!(farthest, Some(18));
    assert_eq!(distance(1, 22, Mode::Far), 23);
}

#[test]
fn duipai_accepts_every_output_of_the_two_right_bins() {
    let args = [
        "p1379",
        "p1379_reverse",
        "--mode",
        "1",
        "--k",
        "20",
        "--rounds",
        "100",
    ];
    let (code, out, _) = common::tool("duipai", &args);
    assert!(code == 0 && out.contains(" 0 / "), "{out}");
}

/// A judge bin may be named as its file (`NAME.rs`) or the file's path, as a contestant
/// copies it from the README's table; a word that names neither is refused.
#[test]
fn duipai_takes_a_judge_file_by_its_name_or_path() {
    let args = ["src/bin/p1379.rs", "p1379_reverse.rs", "--rounds", "3"];
    let (code, out, err) = common::tool("duipai", &args);
    assert!(code == 0 && out.contains(" 0 / 3 rounds"), "{out}{err}");
    let (code, _, err) = common::tool("duipai", &["p1379", "p1379_nope.rs"]);
    assert!(code == 2 && err.contains("neither a judge bin"), "{err}");
}

#[test]
fn number_syntax_is_the_kits() {
    crate::fuzz::same_syntax("p1379", &[("+283104765", false), ("２83104765", false)]);
}

/// The file without its card (the leading `//` lines) and without the item `const
/// NEIGHBOURS` with the comments above it.
fn without_header_and_neighbours(source: &str) -> String {
    let lines: Vec<&str> = source.lines().skip_while(|l| l.starts_with("//")).collect();
    let start = lines
        .iter()
        .position(|l| l.starts_with("const NEIGHBOURS"))
        .expect("a table");
    let mut first = start;
    while lines[first - 1].starts_with("///") {
        first -= 1;
    }
    let end = (start..lines.len())
        .find(|&j| lines[j] == "];")
        .expect("the table ends");
    [&lines[..first], &lines[end + 1..]].concat().join("\n")
}

#[test]
fn the_flat_bin_differs_from_p1379_only_in_its_header_and_neighbour_table() {
    let real = without_header_and_neighbours(&crate::copies::source("p1379"));
    let flat = without_header_and_neighbours(&crate::copies::source("p1379_flat"));
    for (i, (a, b)) in real.lines().zip(flat.lines()).enumerate() {
        assert_eq!(
            a,
            b,
            "src/bin/p1379_flat.rs drifted from p1379.rs at line {} of the body",
            i + 1
        );
    }
    assert_eq!(
        real.lines().count(),
        flat.lines().count(),
        "p1379_flat.rs and p1379.rs differ in length"
    );
    assert!(real.len() > 3000, "the comparison covers the code");
}

tiers!(
    #[skip_if(no_rustc, "builds with rustc: none runs under Wine")]
    three_other_goals_on_every_32nd_or_4th_board
);

/// The counting bins for the 3×3 goals but the seed's own (every 32nd board and each goal's
/// farthest for `p1379`: a fresh bidirectional search costs it 0.2 ms a board; every 4th
/// for the table).
fn three_other_goals_on_every_32nd_or_4th_board(tier: Tier) {
    let digits = |b: &Vec<u8>| b.iter().map(u8::to_string).collect::<String>() + "\n";
    goals::every_3x3_board(tier, ("p1379", Call::Solve), "GOAL", &digits, 0, 32);
    let table = Call::Own {
        setup: "let table = bin::distance_table();",
        solve: "(|i: &str| bin::parse(i).map(|b| bin::answer(&table, &b)))",
    };
    goals::every_3x3_board(tier, ("p1379_reverse", table), "GOAL", &digits, 0, 4);
}
