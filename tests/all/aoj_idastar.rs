//! `aoj_idastar`, in-process, against truths it did not compute: the breadth-first table of
//! every 3×3 board, the breadth-first layers of the 4×4 space to depth 20 (themselves held to
//! the OEIS), the kit's pattern-database oracle, and Korf's published optimal lengths.

use crate::bins::aoj_idastar;
use crate::common;
use crate::common::tool;
use crate::common::Scratch;
use crate::goals::{self, Call};
use crate::tier::Tier;
use eight_puzzle::board::Adjacency;
use eight_puzzle::board::Board;
use eight_puzzle::cases::Generator;
use eight_puzzle::distances::{Corner, Distances, DistancesTo};
use eight_puzzle::facts::oeis;
use eight_puzzle::pdb::Oracle;
use eight_puzzle::problems::aoj_idastar::{self as kit, parse, tables, Truth3, KORF100};
use eight_puzzle::sampling::{Mode, Reach};
use eight_puzzle::square::{layers, Square};
use std::collections::hash_map::Entry;
use std::collections::HashMap;
use std::sync::OnceLock;

/// The 4×4 layers to depth 20, built once for the tests that share them.
fn layers4() -> &'static [Vec<u64>] {
    static LAYERS: OnceLock<Vec<Vec<u64>>> = OnceLock::new();
    LAYERS.get_or_init(|| layers(4, 20))
}

/// The 4×4 board of a key, as the bin takes it.
fn cells(key: u64) -> Vec<u8> {
    Square::from_key(4, key).cells().to_vec()
}

/// Korf's instances: (number, optimal length, board).
fn korf() -> Vec<(u32, u32, Square)> {
    let rows = KORF100.lines().filter(|line| !line.starts_with('#'));
    rows.map(|line| {
        let n: Vec<u8> = line
            .split_whitespace()
            .map(|w| w.parse().unwrap())
            .collect();
        let board = Square::from_cells(4, &n[2..]).unwrap();
        (u32::from(n[0]), u32::from(n[1]), board)
    })
    .collect()
}

/// Boards a search may generate: 3×3 boards and 4×4 boards within 20 moves need at most a
/// few thousand, Korf's hardest within AOJ's 45 moves 1.3 million.
const NEAR_BUDGET: u64 = 1_000_000;
const FAR_BUDGET: u64 = 50_000_000;
/// Boards the kit's oracle may generate: none of Korf's 100 instances takes 8 million.
const ORACLE_BUDGET: u64 = 200_000_000;

/// The bin's fewest moves for a solvable board. A search that generates more than `budget`
/// boards fails the test at once, naming the board: a broken bound must not hang it.
fn fewest(solver: &aoj_idastar::Solver, cells: &[u8], budget: u64) -> u32 {
    match solver.distance_within(cells, budget) {
        Some((moves, _)) => moves,
        None => panic!("{cells:?}: no answer within {budget} boards generated"),
    }
}

tiers!(
    parity_decides_reachability_on_2x2_3x3_and_4x4_to_depth_20,
    every_3x3_board_solvable_or_not,
    every_4x4_board_within_14_moves_and_a_sample_to_20,
    #[skip_if(no_rustc, "builds with rustc: none runs under Wine")]
    three_other_goals_on_every_16th_3x3_board,
);

/// Every 3×3 board (the quick tier: a sample, the two 31 moves out and the goal): the
/// solvable ones in their fewest moves, the others `-1`.
fn every_3x3_board_solvable_or_not(tier: Tier) {
    let tables = common::tables();
    let truth = tables.get::<Truth3>();
    let extreme = |b: &Board| matches!(truth.get(b), Some(0 | 31));
    let boards = tier.sample(Board::all().collect(), 4_000, extreme);
    tier.expect(362_880, boards.len());
    let failures = common::per_core(&boards, |part| {
        let mut failures = Vec::new();
        let solver = &aoj_idastar::Solver::new(3);
        {
            for board in part {
                let expected = truth.get(board).map(|d| (d, true));
                let got = match aoj_idastar::solvable(&board.0, 3) {
                    true => Some((fewest(solver, &board.0, NEAR_BUDGET), true)),
                    false => None,
                };
                if got != expected {
                    failures.push(format!("{board}: {expected:?} expected, got {got:?}"));
                }
            }
        }
        failures
    });
    common::assert_none_failed(&failures.concat());
    assert_eq!(truth.len(), 181_440);
}

/// Every 4×4 board within 14 moves and 500 seeded boards of each layer 15..=20 (the quick
/// tier: a sample of the first, the goal, and 50 of each layer past it).
fn every_4x4_board_within_14_moves_and_a_sample_to_20(tier: Tier) {
    let all = layers4();
    let mut boards: Vec<(u32, u64)> = Vec::new();
    for (d, layer) in all.iter().enumerate().take(15) {
        boards.extend(layer.iter().map(|&key| (d as u32, key)));
    }
    assert_eq!(boards.len(), 61_865);
    let mut boards = tier.sample(boards, 2_000, |&(d, _)| d == 0);
    // A seeded sample of 500 boards from each layer 15..=20.
    let mut rng = eight_puzzle::mt19937::Mt19937::new(2026);
    for (d, layer) in all.iter().enumerate().skip(15) {
        for _ in 0..tier.pick(50, 500) {
            let key = layer[rng.next_u32() as usize % layer.len()];
            boards.push((d as u32, key));
        }
    }
    let failures = common::per_core(&boards, |part| {
        let mut failures = Vec::new();
        let solver = &aoj_idastar::Solver::new(4);
        {
            let wrong = |&&(d, key): &&(u32, u64)| fewest(solver, &cells(key), NEAR_BUDGET) != d;
            let failing = part.iter().filter(wrong);
            failures.extend(failing.map(|(d, key)| format!("{key:016x}: {d} expected")));
        }
        failures
    });
    common::assert_none_failed(&failures.concat());
}

#[test]
fn the_4x4_layers_equal_oeis_a089484_and_the_3x3_tables_a089474_and_a089473() {
    let sizes: Vec<u64> = layers4().iter().map(|l| l.len() as u64).collect();
    assert_eq!(sizes.len(), 21);
    assert_eq!(sizes, oeis("A089484")[..21]);
    let tables = common::tables();
    let as_u64 = |h: Vec<usize>| h.into_iter().map(|n| n as u64).collect::<Vec<_>>();
    let centre = Board::from_cells(&[1, 2, 3, 8, 0, 4, 7, 6, 5]).unwrap();
    let centre = as_u64(Distances::from_goal(centre, Adjacency::Grid).histogram());
    assert_eq!(centre, oeis("A089474"));
    let corner = as_u64(tables.get::<DistancesTo<Corner>>().histogram());
    assert_eq!(corner, oeis("A089473"));
    // The published sequences are what the data file says: 31 and 32 terms.
    assert_eq!((oeis("A089474").len(), oeis("A089473").len()), (31, 32));
}

/// The parity criteria against the breadth-first search: every 2×2 and 3×3 board, and every
/// 4×4 board within 20 moves with two tiles swapped (the quick tier: within 16 moves).
fn parity_decides_reachability_on_2x2_3x3_and_4x4_to_depth_20(tier: Tier) {
    // 2×2: the 12 boards the goal reaches, of 24.
    let reached: Vec<u64> = layers(2, 12).concat();
    assert_eq!(reached.len(), 12);
    for cells in eight_puzzle::board::permutations(vec![0u8, 1, 2, 3]) {
        let key = Square::from_cells(2, &cells).unwrap().key();
        let reachable = reached.contains(&key);
        let same = aoj_idastar::parity(&cells, 2) == aoj_idastar::parity(&[1, 2, 3, 0], 2);
        assert_eq!(same, reachable, "{cells:?}");
        assert_eq!(Square::from_cells(2, &cells).unwrap().solvable(), reachable);
    }
    // 3×3: the breadth-first table against both criteria.
    let truth = common::tables().get::<Truth3>();
    for board in Board::all() {
        let reachable = truth.get(&board).is_some();
        assert_eq!(aoj_idastar::solvable(&board.0, 3), reachable, "{board}");
        assert_eq!(
            Square::from_cells(3, &board.0).unwrap().solvable(),
            reachable
        );
    }
    // 4×4: every board within 20 moves is solvable, and swapping two tiles of it is not.
    let all = layers4()[..=tier.pick(16, 20)].concat();
    let failures = common::per_core(&all, |part| {
        let mut failures = Vec::new();
        for &key in part {
            let mut c = cells(key);
            let (a, b) = if c[0] != 0 && c[1] != 0 {
                (0, 1)
            } else {
                (2, 3)
            };
            let reached = aoj_idastar::solvable(&c, 4) && Square::from_key(4, key).solvable();
            c.swap(a, b);
            let swapped =
                aoj_idastar::solvable(&c, 4) || Square::from_cells(4, &c).unwrap().solvable();
            if !reached || swapped {
                failures.push(format!("{key:016x}"));
            }
        }
        failures
    });
    common::assert_none_failed(&failures.concat());
}

#[test]
fn korf_instances_up_to_45_moves_through_the_bin_and_all_100_through_the_kit_oracle() {
    let instances = korf();
    assert_eq!(instances.len(), 100);
    let short: Vec<_> = instances.iter().filter(|(_, len, _)| *len <= 45).collect();
    assert_eq!(short.len(), 10);
    let solver = aoj_idastar::Solver::new(4);
    for (number, length, board) in short {
        assert_eq!(
            fewest(&solver, board.cells(), FAR_BUDGET),
            *length,
            "Korf #{number}"
        );
    }
    let oracle = common::tables().get::<Oracle>();
    let results = common::per_core(&instances, |part| {
        let solve = |(n, length, board): &(u32, u32, Square)| {
            let solution = oracle.solve_budgeted(board, ORACLE_BUDGET).unwrap();
            let solution = solution.expect("solvable");
            replay(board, &solution.path);
            (solution.moves() != *length).then(|| format!("Korf #{n}: {length} expected"))
        };
        part.iter().filter_map(solve).collect::<Vec<_>>()
    });
    common::assert_none_failed(&results.concat());
}

/// Plays the oracle's path (the blank's cells) and checks it is legal and ends at the goal.
fn replay(start: &Square, path: &[usize]) {
    let mut board = *start;
    for &cell in path {
        assert!(board.blank_targets().any(|c| c == cell), "{board}: {cell}");
        board = board.moved(cell);
    }
    assert_eq!(board, Square::goal(4));
}

#[test]
fn random_boards_30_to_45_moves_out_agree_with_the_kit_oracle() {
    let tables = common::tables();
    let oracle = tables.get::<Oracle>();
    let generator = Generator::new(tables);
    let reach = Reach::parse("30..=45").unwrap();
    let inputs: Vec<String> = (1..=300)
        .map(|seed| generator.case(&kit::AOJ, seed, reach, Mode::Far).unwrap())
        .collect();
    let failures = common::per_core(&inputs, |part| {
        let solver = aoj_idastar::Solver::new(4);
        let mut failures = Vec::new();
        for input in part {
            let board = parse(input).unwrap();
            let expected = oracle.solve_budgeted(&board, ORACLE_BUDGET).unwrap();
            let expected = expected.expect("solvable");
            assert!((30..=45).contains(&expected.moves()), "{input}");
            replay(&board, &expected.path);
            if fewest(&solver, board.cells(), FAR_BUDGET) != expected.moves() {
                failures.push(format!("{input:?}: {} expected", expected.moves()));
            }
        }
        failures
    });
    common::assert_none_failed(&failures.concat());
}

#[test]
fn the_oracle_estimate_never_exceeds_the_distance_within_14_moves() {
    let oracle = common::tables().get::<Oracle>();
    for (d, layer) in layers4().iter().enumerate().take(15) {
        for &key in layer {
            let estimate = oracle.estimate(&Square::from_key(4, key));
            assert!(estimate <= d as u32, "{key:016x}: {estimate} > {d}");
        }
    }
}

#[test]
fn samples_bad_input_and_the_walking_distance_tables() {
    // The samples through the bin's parser and its search, under a budget.
    for (sample, moves) in [
        ("1 3 0\n4 2 5\n7 8 6\n", 4),
        ("1 2 3 4\n6 7 8 0\n5 10 11 12\n9 13 14 15\n", 8),
    ] {
        let (side, cells) = aoj_idastar::parse(sample).unwrap();
        let solver = aoj_idastar::Solver::new(side);
        assert_eq!(fewest(&solver, &cells, NEAR_BUDGET), moves, "{sample}");
    }
    for bad in [
        "1 2 3",
        "1 2 3 4 5 6 7 8 8",
        "0 1 2 3 4 5 6 7 9",
        "a b c",
        "1 2 3 4 5 6 7 8 0 9",
    ] {
        let error = aoj_idastar::solve(bad).unwrap_err();
        assert!(parse(bad).is_err(), "the kit accepts {bad:?}");
        assert!(!error.is_empty());
    }
    let states = [3, 4].map(|side| aoj_idastar::Walking::new(side, 0).numbering.states());
    assert_eq!(states, [105, 24_964]);
}

/// The tables `aoj_idastar` holds as data are, to the byte, what the kit generates
/// (`count --problem aoj_idastar --tables`).
#[test]
fn the_tables_written_into_the_bin_are_the_generated_ones() {
    let source = include_str!("../../src/bin/aoj_idastar.rs");
    let generated = tables::bin_tables();
    for item in generated.split("\n\n") {
        let name = item.lines().next().unwrap_or_default();
        assert!(
            source.contains(item),
            "{name}: the bin's table is not the generated one; regenerate it with\n\
             cargo run --release --bin count -- --problem aoj_idastar --tables"
        );
    }
}

/// The walking distances the bin walks out of its one bit a state are the kit's
/// breadth-first distances, on every state reached from 2,000 random boards per side, and
/// the bin numbers as many states as the kit finds.
#[test]
fn the_walking_distances_the_bin_reads_are_the_searched_ones() {
    let mut rng = eight_puzzle::mt19937::Mt19937::new(13);
    for side in 3..=4 {
        let searched = tables::walking_distances(side, side - 1);
        let written = aoj_idastar::Walking::new(side, side - 1);
        assert_eq!(written.numbering.states(), searched.len(), "n = {side}");
        for _ in 0..2000 {
            let mut cells: Vec<usize> = (0..side * side).collect();
            eight_puzzle::sampling::shuffle(&mut cells, &mut rng);
            let (mut lines, mut counts, mut blank) = ([0u16; 4], [[0u8; 4]; 4], 0);
            for (cell, &tile) in cells.iter().enumerate() {
                let (line, home) = (cell / side, tile.wrapping_sub(1) / side);
                match tile {
                    0 => blank = line,
                    _ => {
                        lines[line] += 1 << (3 * home);
                        counts[line][home] += 1;
                    }
                }
            }
            let want = u16::from(searched[&(counts, blank)]);
            assert_eq!(
                written.distance(&lines, blank),
                want,
                "n = {side}: {cells:?}"
            );
        }
    }
}

/// `aoj_idastar::repeats()` as lists of turns.
fn repeats_as_turns() -> Vec<Vec<u8>> {
    let turns = |v: u32| {
        let moves = (31 - v.leading_zeros()) / 2;
        (0..moves).rev().map(move |i| (v >> (2 * i) & 3) as u8)
    };
    aoj_idastar::repeats()
        .into_iter()
        .map(|v| turns(v).collect())
        .collect()
}

/// The kit's skipped strings: 354 of them, the bin's (as it decodes them), and none holds
/// another, since the search would never reach the longer one.
#[test]
fn the_skipped_strings_are_the_kits_and_none_holds_another() {
    let skipped = tables::repeats();
    assert_eq!(skipped.len(), 354);
    let mut bin = repeats_as_turns();
    bin.sort_by_key(|s| (s.len(), s.clone()));
    assert_eq!(bin, skipped);
    for (a, b) in skipped
        .iter()
        .flat_map(|a| skipped.iter().map(move |b| (a, b)))
    {
        let holds = a.len() > b.len() && a.windows(b.len()).any(|w| w == &b[..]);
        assert!(!holds, "{a:?} holds {b:?}");
    }
}

/// `Solver::kept` skips a move exactly when it ends one of the skipped strings, over every
/// string of up to 10 moves it lets through (its automaton held to a direct look at the
/// ends of the moves so far).
#[test]
fn the_search_skips_exactly_the_moves_that_end_a_skipped_string() {
    use std::collections::HashSet;
    let skipped: HashSet<Vec<u8>> = repeats_as_turns().into_iter().collect();
    let solver = aoj_idastar::Solver::new(4);
    // Directions as the bin numbers them (up, down, left, right), by turn.
    const DIR: [usize; 4] = [0, 3, 1, 2];
    let mut stack = vec![(Vec::new(), 0u32)];
    let mut visited = 0;
    while let Some((string, path)) = stack.pop() {
        visited += 1;
        if string.len() == 10 {
            continue;
        }
        for turn in 0..4u8 {
            let next = [&string[..], &[turn]].concat();
            let ends = (0..next.len()).any(|start| skipped.contains(&next[start..]));
            let kept = solver.kept(path, DIR[usize::from(turn)]);
            assert_eq!(kept.is_none(), ends, "after {next:?}");
            if let Some(path) = kept {
                stack.push((next, path));
            }
        }
    }
    assert!(visited > 100_000, "{visited} strings");
}

/// How deep the skipped-moves test looks.
const DEPTH: u8 = 12;

type Cells = [u8; 16];

fn pack16(cells: &Cells) -> u64 {
    cells.iter().fold(0u64, |k, &c| k << 4 | u64::from(c))
}

/// The cell the blank at `blank` reaches by `dir` (up, down, left, right), if on the board.
fn neighbour(blank: usize, dir: usize) -> Option<usize> {
    match dir {
        0 if blank >= 4 => Some(blank - 4),
        1 if blank < 12 => Some(blank + 4),
        2 if blank % 4 > 0 => Some(blank - 1),
        3 if blank % 4 < 3 => Some(blank + 1),
        _ => None,
    }
}

/// Every board within [`DEPTH`] moves of `cells` (blank at `blank`), by breadth-first search
/// over all moves, with its distance.
fn all_moves_within(cells: Cells, blank: usize) -> HashMap<u64, u8> {
    let mut distance = HashMap::from([(pack16(&cells), 0u8)]);
    let mut layer = vec![(cells, blank)];
    for d in 1..=DEPTH {
        let mut next = Vec::new();
        for (board, blank) in layer {
            for to in (0..4).filter_map(|dir| neighbour(blank, dir)) {
                let mut moved = board;
                moved.swap(blank, to);
                if let Entry::Vacant(e) = distance.entry(pack16(&moved)) {
                    e.insert(d);
                    next.push((moved, to));
                }
            }
        }
        layer = next;
    }
    distance
}

/// The fewest moves the bin's kept moves reach each board within [`DEPTH`] in.
fn kept_moves_within(cells: Cells, blank: usize) -> HashMap<u64, u8> {
    let mut kept: HashMap<u64, u8> = HashMap::new();
    let solver = aoj_idastar::Solver::new(4);
    let mut stack = vec![(cells, blank, 0u8, 0u32)];
    while let Some((board, blank, g, run)) = stack.pop() {
        let best = kept.entry(pack16(&board)).or_insert(g);
        *best = (*best).min(g);
        if g == DEPTH {
            continue;
        }
        for dir in 0..4 {
            let (Some(to), Some(next)) = (neighbour(blank, dir), solver.kept(run, dir)) else {
                continue;
            };
            let mut moved = board;
            moved.swap(blank, to);
            stack.push((moved, to, g + 1, next));
        }
    }
    kept
}

/// The moves the bin skips (those that end a string of `aoj_idastar::REPEATS`, see
/// `Solver::kept`) never hide a shortest path: from every blank cell of a 4×4 board, every
/// board within 12 moves (by breadth-first search over all moves) is reached by the moves
/// the bin keeps in exactly as many moves.
#[test]
fn the_skipped_moves_never_hide_a_shortest_path() {
    for start in 0..16 {
        let mut cells: Cells = std::array::from_fn(|c| c as u8);
        cells.swap(0, start);
        let kept = kept_moves_within(cells, start);
        for (board, d) in &all_moves_within(cells, start) {
            let got = kept.get(board);
            assert_eq!(got, Some(d), "blank at {start}: board {board:016x}");
        }
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

#[test]
fn bad_tool_arguments_for_the_sizes_and_ranges() {
    for (name, args) in [
        ("gen", &["--problem", "aoj_idastar", "--size", "5", "1"][..]),
        ("gen", &["--problem", "aoj_idastar", "1", "30..=45", "0"]),
        ("gen", &["--problem", "aoj_idastar", "1", "45..=30", "1"]),
        ("gen", &["--problem", "aoj_idastar", "1", "81..=90", "1"]),
        (
            "count",
            &["--problem", "aoj_idastar", "--instances", "Cargo.toml"],
        ),
        ("duipai", &["aoj_idastar", "aoj_idastar", "--k", "30..=45"]),
    ] {
        let (code, out, err) = common::tool(name, args);
        assert_eq!(
            (code, out.as_str(), err.lines().count()),
            (2, "", 1),
            "{name} {args:?}: {err}"
        );
    }
}

/// Fuzzing finding 5: `-0` for the blank is 0, to the bin and to the checker.
#[test]
fn minus_zero_is_the_blank() {
    let board = "1 2 3 4 6 7 8 -0 5 10 11 12 9 13 14 15\n";
    assert_eq!(crate::bins::aoj_idastar::solve(board).unwrap(), "8\n");
    assert_eq!(common::check_exit("aoj_idastar", board, "8\n"), 0);
}

#[test]
fn number_syntax_is_the_kits() {
    let rows = [
        ("+1 03 0 4 2 5 7 8 6", true),
        ("1 3 -0 4 2 5 7 8 6", true),
        ("1 3 -1 4 2 5 7 8 6", false),
    ];
    crate::fuzz::same_syntax("aoj_idastar", &rows);
}

/// Every 16th 3×3 board and the farthest, for the 3×3 goals but AOJ's own.
fn three_other_goals_on_every_16th_3x3_board(tier: Tier) {
    let spaced = |b: &Vec<u8>| goals::array(b).replace(['[', ']', ','], "") + "\n";
    goals::every_3x3_board(tier, ("aoj_idastar", Call::Solve), "GOAL_3", &spaced, 1, 16);
}

/// `aoj_idastar` on 4×4: Korf's boards within 45 moves, relabelled onto a random goal with
/// the blank last, keep their published lengths; a goal with the blank elsewhere does not
/// compile, and rustc says why.
#[test]
#[cfg_attr(no_rustc, ignore = "builds with rustc: none runs under Wine")]
fn korf_boards_relabelled_onto_a_new_4x4_goal_and_the_refused_goal() {
    let scratch = Scratch::new("goals-korf");
    let mut goal = goals::random_goal(15, 26)
        .iter()
        .map(|t| t + 1)
        .collect::<Vec<u8>>();
    goal.push(0);
    let mut inputs = Vec::new();
    let mut want = Vec::new();
    for line in KORF100.lines().filter(|l| !l.starts_with('#')) {
        let n: Vec<u8> = line
            .split_whitespace()
            .map(|w| w.parse().unwrap())
            .collect();
        if n[1] > 45 {
            continue;
        }
        // Tile t, whose goal cell is t - 1, becomes what the new goal holds there.
        let board: Vec<u8> = n[2..]
            .iter()
            .map(|&t| if t == 0 { 0 } else { goal[usize::from(t) - 1] })
            .collect();
        inputs.push(goals::array(&board).replace(['[', ']', ','], "") + "\n");
        want.push(n[1].to_string());
    }
    assert_eq!(inputs.len(), 10);
    let exe = goals::build(
        &scratch,
        "aoj_idastar",
        &[("GOAL_4", goals::array(&goal))],
        Call::Solve,
    )
    .unwrap();
    goals::compare(
        "aoj_idastar 4×4",
        &inputs,
        &goals::answers(&exe, &inputs),
        &want,
    );
    let mut elsewhere = goal.clone();
    elsewhere.swap(0, 15);
    let refused = goals::build(
        &scratch,
        "aoj_idastar",
        &[("GOAL_4", goals::array(&elsewhere))],
        Call::Solve,
    );
    let why = refused.expect_err("a 4×4 goal with the blank first compiles");
    assert!(
        why.contains("the 4×4 walking distances need the blank last"),
        "{why}"
    );
}

/// The card's figure: AOJ's promise of at most 45 moves, which the kit's 4×4 cases keep.
#[test]
fn the_card_states_aojs_limit() {
    crate::cards::states("aoj_idastar", &[kit::AOJ_MOST]);
}
