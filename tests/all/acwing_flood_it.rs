//! AcWing 194 涂满它! on every board of at most 3 × 3 cells up to a renaming of the colours,
//! against the kit's breadth-first search over regions, and on seeded boards up to 8 × 8
//! against the textbook IDA* (both written apart from the bin's masks and bounds), the
//! number of colours by constant, and the statement's 20 boards at most.

use crate::bins::acwing_flood_it as bin;
use crate::common;
use crate::goals::{self, Call};
use crate::tier::Tier;
use eight_puzzle::mt19937::Mt19937;
use eight_puzzle::problems::acwing_flood_it::{
    breadth_first, every_grid, fewest, parse, random_grid, textbook, to_input, Grid, MOST_BOARDS,
};
use std::time::{Duration, Instant};

/// The bin's failures on the boards read as one input, against `want`.
fn judge(grids: &[Grid], want: &[u32]) -> Vec<String> {
    let got = bin::solve(&to_input(grids)).unwrap();
    let got: Vec<u32> = got.lines().map(|l| l.parse().unwrap()).collect();
    let wrong = (0..grids.len()).filter(|&i| got.get(i) != Some(&want[i]));
    wrong
        .map(|i| {
            format!(
                "{}: {} expected, got {:?}",
                to_input(&grids[i..=i]),
                want[i],
                got.get(i)
            )
        })
        .collect()
}

tiers!(every_board_of_up_to_nine_cells, seeded_boards_up_to_8x8);

/// Every board 1 × 1 to 3 × 3 up to a renaming of the colours (20,664 boards), against the
/// breadth-first search; the quick tier keeps 2,000 and every board 6 steps or more out.
fn every_board_of_up_to_nine_cells(tier: Tier) {
    common::none_fail_within(Duration::from_secs(120), move || {
        let all: Vec<(Grid, u32)> = (1..=3)
            .flat_map(every_grid)
            .map(|g| {
                let d = breadth_first(&g);
                (g, d)
            })
            .collect();
        let farthest = all.iter().map(|(_, d)| *d).max().unwrap();
        assert_eq!(farthest, 7, "the farthest 3 x 3 board");
        let kept = tier.sample(all, 2_000, |(_, d)| *d >= 6);
        tier.expect(20_664, kept.len());
        let parts: Vec<&[(Grid, u32)]> = kept.chunks(20).collect();
        let failures = common::per_core(&parts, |part| {
            part.iter()
                .flat_map(|chunk| {
                    let (grids, want): (Vec<Grid>, Vec<u32>) = chunk.iter().cloned().unzip();
                    judge(&grids, &want)
                })
                .collect::<Vec<_>>()
        });
        failures.concat()
    });
}

/// Seeded boards 4 × 4 to 8 × 8 in 3 to 6 colours (half of them in 6), in inputs of 20
/// boards (the statement's most), against the textbook (and the breadth-first search on
/// 4 × 4): 1,000 boards, the quick tier 60.
fn seeded_boards_up_to_8x8(tier: Tier) {
    common::none_fail_within(Duration::from_secs(120), move || {
        let mut rng = Mt19937::new(194);
        let colours = |i: usize| if i % 2 == 0 { 6 } else { 3 + (i / 2 % 4) as u8 };
        let grids: Vec<Grid> = (0..tier.pick(60, 1_000))
            .map(|i| random_grid(&mut rng, 4 + i / 2 % 5, colours(i)))
            .collect();
        let inputs: Vec<&[Grid]> = grids.chunks(20).collect();
        let failures = common::per_core(&inputs, |part| {
            part.iter()
                .flat_map(|grids| {
                    let want: Vec<u32> = grids.iter().map(textbook).collect();
                    let mut failures = judge(grids, &want);
                    let small = grids.iter().zip(&want).filter(|(g, _)| g.len() == 4);
                    failures.extend(
                        small
                            .filter(|(g, w)| breadth_first(g) != **w)
                            .map(|(g, _)| format!("the kit's two searches on {g:?}")),
                    );
                    failures
                })
                .collect::<Vec<_>>()
        });
        failures.concat()
    });
}

/// `COLOURS = 4` against the kit on 4-colour boards, refusing colour 4.
#[test]
#[cfg_attr(no_rustc, ignore = "builds with rustc: none runs under Wine")]
fn fewer_colours_by_constant() {
    let scratch = common::Scratch::new("goals-flood-it");
    let exe = goals::build(
        &scratch,
        "acwing_flood_it",
        &[("COLOURS", "4".into())],
        Call::Solve,
    )
    .unwrap();
    let mut rng = Mt19937::new(4);
    let grids: Vec<Grid> = (0..60)
        .map(|i| random_grid(&mut rng, 2 + i % 6, 4))
        .collect();
    let mut inputs: Vec<String> = grids
        .iter()
        .map(|g| to_input(std::slice::from_ref(g)).replace('\n', "|") + "\n")
        .collect();
    let mut want: Vec<String> = grids.iter().map(|g| fewest(g).to_string()).collect();
    inputs.push("2|0 1|2 4|0|\n".into());
    want.push("error: cell 2 2: '4' is not a colour 0-3".into());
    goals::compare(
        "COLOURS = 4",
        &inputs,
        &goals::answers(&exe, &inputs),
        &want,
    );
}

#[test]
fn the_samples_and_the_tools() {
    for path in common::case_inputs("acwing_flood_it") {
        let input = std::fs::read_to_string(&path).unwrap();
        let want = std::fs::read_to_string(path.with_extension("out")).unwrap();
        assert_eq!(bin::solve(&input).unwrap(), want, "{}", path.display());
        assert_eq!(
            parse(&input).map(|g| g.len()),
            Ok(want.lines().count()),
            "{}",
            path.display()
        );
    }
    let (code, case, err) = common::tool("gen", &["--problem", "acwing_flood_it", "3", "12", "1"]);
    assert_eq!(
        (code, bin::solve(&case).unwrap()),
        (0, "12\n".to_string()),
        "{err}"
    );
}

/// The 8 × 8 board of `cases/acwing_flood_it/hardest-8x8`, as input text without the `0`.
fn hardest_board() -> String {
    let path = common::case_inputs("acwing_flood_it")
        .into_iter()
        .find(|p| p.to_string_lossy().contains("hardest-8x8"))
        .unwrap();
    to_input(&parse(&std::fs::read_to_string(path).unwrap()).unwrap())
        .strip_suffix("0\n")
        .unwrap()
        .to_string()
}

/// 20 boards are solved, and the kit reads them; the 21st is refused with one `error:`
/// line before any board is solved: 4 MiB of the hardest board repeated (32,263 boards)
/// and a million 1 × 1 boards end at once.
#[test]
fn more_than_twenty_boards_are_refused_at_once() {
    let hardest = hardest_board();
    let twenty = hardest.repeat(MOST_BOARDS) + "0\n";
    let want = "16\n".repeat(MOST_BOARDS);
    // The card's figures: a step a colour at most, and the hardest board's 16 steps by the
    // kit's oracle (its textbook IDA* on an 8 × 8 board, written apart from the bin).
    let steps = eight_puzzle::problems::acwing_flood_it::fewest(&parse(&twenty).unwrap()[0]);
    let colours = u32::from(eight_puzzle::problems::acwing_flood_it::COLOURS);
    crate::cards::states("acwing_flood_it", &[colours, steps]);
    assert_eq!(bin::solve(&twenty), Ok(want));
    assert_eq!(parse(&twenty).map(|g| g.len()), Ok(MOST_BOARDS));
    let one_more = hardest.repeat(MOST_BOARDS + 1) + "0\n";
    assert!(parse(&one_more).is_err());
    let cap = 1 << 22;
    let repeated = hardest.repeat((cap - 2) / hardest.len()) + "0\n";
    let ones = "1\n3\n".repeat((cap - 2) / 4) + "0\n";
    for input in [one_more, repeated, ones] {
        let started = Instant::now();
        let ran = common::run("acwing_flood_it", &[], input.as_str());
        let took = started.elapsed();
        assert_eq!(
            (ran.code, ran.error_breach()),
            (Some(1), None),
            "{} bytes",
            input.len()
        );
        assert!(ran.stderr.contains("more than 20 boards"), "{}", ran.stderr);
        assert!(
            took < Duration::from_secs(2),
            "{took:?} on {} bytes",
            input.len()
        );
    }
}
