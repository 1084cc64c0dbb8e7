//! `kattis_rubiks_revenge`, in-process, against the kit (written apart from the bin's IDA*
//! over two bit planes: grids of 2-bit cells in reading order): every grid within 6 moves of
//! the goal (the kit's breadth-first ball, 620,979 grids), then from the kit's table of all
//! 63,063,000 grids seeded grids of every layer from 8 to 12 and uniform random ones; the
//! kit's two-ended search, the checker's oracle, against the same table; the samples. The
//! bin's searches run under a time budget, so a broken bound fails instead of hanging.

use crate::bins::kattis_rubiks_revenge;
use crate::common;
use crate::common::tool;
use crate::common::Scratch;
use crate::goals::{self, Call};
use crate::tier::Tier;
use eight_puzzle::mt19937::Mt19937;
use eight_puzzle::problem::{Ask, Problem};
use eight_puzzle::problems::kattis_rubiks_revenge as kit;
use eight_puzzle::problems::kattis_rubiks_revenge::{
    ball, fewest, parse, random_grid, to_input, Grid, Index, Whole, FARTHEST, GOAL, LAYERS, STATES,
};
use eight_puzzle::sampling::draw;
use std::time::Duration;

/// How long the bin may take for all the grids of one test.
const BUDGET: Duration = Duration::from_secs(240);

/// The bin's fewest moves for each grid (through its own parser) against the distance
/// given; the failures.
fn disagreements(cases: &[(Grid, u32)]) -> Vec<String> {
    let failures = common::per_core(cases, |part| {
        let bounds = kattis_rubiks_revenge::Bounds::for_goal();
        let mut failures = Vec::new();
        for &(grid, want) in part {
            let input = to_input(grid);
            let got = kattis_rubiks_revenge::parse(&input).map(|g| bounds.fewest(g));
            if got != Ok(want) {
                failures.push(format!("{input:?}: {want} expected, got {got:?}"));
            }
        }
        failures
    });
    failures.concat()
}

/// [`disagreements`] under [`BUDGET`]: a search that does not end fails the test.
fn agree(cases: Vec<(Grid, u32)>) {
    common::none_fail_within(BUDGET, move || disagreements(&cases));
}

tiers!(
    every_grid_within_6_moves,
    the_whole_space_layer_by_layer,
    #[skip_if(no_rustc, "builds with rustc: none runs under Wine")]
    rubiks_grids_for_other_goals_and_the_refused_goal,
);

/// Every grid within 6 moves of the goal (the quick tier: within 5); the grids beyond are
/// the layer-by-layer and far tests'.
fn every_grid_within_6_moves(tier: Tier) {
    let radius = tier.pick(5, 6);
    let near: Vec<(Grid, u32)> = ball(GOAL, radius).into_iter().collect();
    assert_eq!(near.len(), LAYERS[..=radius as usize].iter().sum::<usize>());
    agree(near);
}

/// `per_layer` seeded grids of each layer from 8 to 11 (drawn by number until that many
/// fall in it), all 312 of layer 12, and 2,000 uniform random grids, each with its distance
/// in the table of every grid.
fn far_and_uniform(index: &Index, depth: &[u8], per_layer: usize) -> Vec<(Grid, u32)> {
    let mut rng = Mt19937::new(2026);
    let mut cases = Vec::new();
    for layer in 8..=10 {
        let mut found = 0;
        while found < per_layer {
            let rank = draw(&mut rng, STATES);
            if depth[rank] == layer {
                cases.push((index.grid(rank), u32::from(layer)));
                found += 1;
            }
        }
    }
    let ranks_at = |layer: u8| (0..STATES).filter(move |&r| depth[r] == layer);
    let eleven: Vec<usize> = ranks_at(11).collect();
    for _ in 0..per_layer {
        cases.push((index.grid(eleven[draw(&mut rng, eleven.len())]), 11));
    }
    cases.extend(ranks_at(12).map(|rank| (index.grid(rank), 12)));
    for _ in 0..2000 {
        let grid = random_grid(&mut rng);
        cases.push((grid, u32::from(depth[index.rank(grid)])));
    }
    cases
}

/// The proofs: the table of all 63,063,000 grids, layer by layer, the bin on seeded grids of
/// each layer 8..=12 and uniform ones against it. The quick tier: the ten farthest grids
/// listed and 20 uniform ones, the bin against the checker's two-ended search.
fn the_whole_space_layer_by_layer(tier: Tier) {
    if tier == Tier::Quick {
        let mut rng = Mt19937::new(2026);
        let mut grids: Vec<Grid> = FARTHEST.iter().map(|g| parse(g).unwrap()).collect();
        grids.extend((0..20).map(|_| random_grid(&mut rng)));
        return agree(grids.into_iter().map(|g| (g, fewest(g))).collect());
    }
    let whole = common::tables().get::<Whole>();
    let (index, depth) = (&whole.index, &whole.depth[..]);
    assert_eq!(index.len(), STATES);
    for rank in [0, 1, 4900, 12_345_678, STATES - 1] {
        assert_eq!(index.rank(index.grid(rank)), rank);
    }
    let mut layers = [0; 14];
    depth
        .iter()
        .for_each(|&d| layers[usize::from(d).min(13)] += 1);
    assert_eq!(
        layers[..13],
        LAYERS,
        "grids by distance (13: never reached)"
    );
    for far in FARTHEST {
        assert_eq!(depth[index.rank(parse(far).unwrap())], 12, "{far}");
    }
    let cases = far_and_uniform(index, depth, 300);
    // The checker's oracle against the table, on a few of each kind.
    for &(grid, want) in cases.iter().step_by(97) {
        assert_eq!(fewest(grid), want, "{}", to_input(grid));
    }
    agree(cases);
}

#[test]
fn the_samples() {
    let solve = |text: &str| kattis_rubiks_revenge::solve(text).unwrap();
    assert_eq!(solve("RGGR\nGBGB\nBYBY\nYRYR\n"), "3\n");
    assert_eq!(solve("RRRR\nGBGG\nGYBB\nBYYY\n"), "4\n");
    assert_eq!(solve("RRRR\nGGGG\nBBBB\nYYYY\n"), "0\n");
    // LAYERS is the whole space's, counted in the proofs.
    crate::cards::states("kattis_rubiks_revenge", &[LAYERS.len() as u32 - 1]);
}

/// Kattis rubiksrevenge through `gen` and `check` (`duipai`: the generic tools test's; `count`, which searches all
/// 63,063,000 grids, is the proofs': [`count_prints_the_whole_space`]).
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
}

/// `count` prints the layers of all 63,063,000 grids: in-process, from the table the layer
/// test searches (once, about 9 s), with no disagreement.
#[test]
#[ignore = "the proofs tier: cargo test --release -- --ignored"]
fn count_prints_the_whole_space() {
    let counted = kit::PROBLEM
        .count(common::tables(), Ask::Facts { csv: true })
        .unwrap();
    assert!(
        counted.disagreements.is_empty(),
        "{:?}",
        counted.disagreements
    );
    let out = counted.text;
    assert!(out.contains("reach,63063000,63063000,12\n"), "{out}");
    let layers = "1,8,92,888,8066,69816,542108,3526208,15747485,31456664,11551068,160284,312";
    assert!(out.contains(&format!("histogram,{layers}\n")), "{out}");
}

/// `kattis_rubiks_revenge` for two other goals (a column of R G B Y repeated; a seeded
/// random grid): one in 20 of the grids within 5 moves of each (the kit's ball around it)
/// and 10 random grids (the kit's two-ended search; the quick tier: within 4, and 3); a goal
/// without four of each colour must not compile.
fn rubiks_grids_for_other_goals_and_the_refused_goal(tier: Tier) {
    let scratch = Scratch::new("goals-rubiks");
    let bin = "kattis_rubiks_revenge";
    let mut rng = Mt19937::new(1982);
    let columns = kit::parse("RGBY RGBY RGBY RGBY").unwrap();
    for goal in [columns, kit::random_grid(&mut rng)] {
        let mut near: Vec<(kit::Grid, u32)> =
            kit::ball(goal, tier.pick(4, 5)).into_iter().collect();
        near.sort_unstable();
        let mut grids: Vec<(kit::Grid, u32)> = near.into_iter().step_by(20).collect();
        for _ in 0..tier.pick(3, 10) {
            let grid = kit::random_grid(&mut rng);
            grids.push((grid, kit::between(grid, goal)));
        }
        let line = |g: kit::Grid| kit::to_input(g).replace('\n', " ");
        let inputs: Vec<String> = grids.iter().map(|&(g, _)| line(g) + "\n").collect();
        let want: Vec<String> = grids.iter().map(|&(_, d)| d.to_string()).collect();
        let rows: Vec<String> = line(goal).split_whitespace().map(str::to_string).collect();
        let exe =
            goals::build(&scratch, bin, &[("GOAL", format!("{rows:?}"))], Call::Solve).unwrap();
        goals::compare(
            &format!("{bin} GOAL = {rows:?}"),
            &inputs,
            &goals::answers(&exe, &inputs),
            &want,
        );
    }
    let refused = goals::build(
        &scratch,
        bin,
        &[("GOAL", r#"["RRRR", "RGGG", "BBBB", "YYYY"]"#.into())],
        Call::Solve,
    );
    let why = refused.expect_err("a goal with five R compiles");
    assert!(why.contains("GOAL must hold four of each colour"), "{why}");
}
