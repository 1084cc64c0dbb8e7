//! AcWing 174 推箱子: the bin byte for byte against the kit's plain breadth-first search (the
//! way contestants write it, forwards over (box, last push) states, written apart from the
//! bin's backward A* over (box, side) states) on every placement of you, the box and the
//! target on seeded mazes of every shape and on seeded 20 × 20 mazes, another order of
//! preference by constant, the tie cases where the two readings of AcWing's sentence part,
//! the boards where the plain first-visit search walks too far, and `gen`'s modes 0 and 1.

use crate::bins::acwing_pushing_box as bin;
use crate::common;
use crate::goals::{self, Call};
use crate::tier::Tier;
use eight_puzzle::mt19937::Mt19937;
use eight_puzzle::problem::Problem;
use eight_puzzle::problems::acwing_pushing_box::{
    answer, bfs_way, bfs_way_with, canonical, every_placement, fewest, parse, pushes_first,
    random_maze, random_maze_percent, replay, to_input, to_target, walks_from, Cost, Maze,
    SideWalks, FAR_MOST, PROBLEM,
};
use eight_puzzle::sampling::Reach;
use eight_puzzle::tables::Tables;
use std::collections::{HashSet, VecDeque};
use std::time::{Duration, Instant};

/// Seeded wall layouts 2-7 a side, every density (the quick tier: every 12th, and the
/// largest).
fn layouts(tier: Tier) -> Vec<Maze> {
    let mut rng = Mt19937::new(174);
    let mut all: Vec<Maze> = (0..120)
        .filter_map(|i| random_maze(&mut rng, (2, 7), i % 4))
        .collect();
    all.sort_by_key(|m| m.rows.len() * m.rows[0].len());
    let last = all.len() - 1;
    all.into_iter()
        .enumerate()
        .filter(|(i, _)| i % tier.pick(12, 1) == 0 || *i == last)
        .map(|(_, m)| m)
        .collect()
}

/// Each placement on the layout, as the mazes of one input, and the kit's output for them
/// in `order`: one table of walks for the layout.
fn placements(layout: &Maze, order: [usize; 4]) -> (Vec<Maze>, String) {
    let every = every_placement(layout);
    let mut walks = SideWalks::new(layout);
    let want = every
        .iter()
        .enumerate()
        .map(|(k, m)| answer(k + 1, bfs_way_with(m, &mut walks, order).as_deref()))
        .collect();
    (every, want)
}

tiers!(every_placement_on_every_layout, seeded_20x20_mazes);

/// The bin on every placement on each layout, byte for byte against the kit, under a budget.
fn every_placement_on_every_layout(tier: Tier) {
    common::none_fail_within(Duration::from_secs(200), move || {
        let all = layouts(tier);
        let failures = common::per_core(&all, |part| {
            part.iter()
                .filter_map(|layout| {
                    let (every, want) = placements(layout, [0, 1, 2, 3]);
                    let got = bin::solve(&to_input(&every)).unwrap();
                    first_difference(&every, &want, &got)
                })
                .collect::<Vec<_>>()
        });
        failures.concat()
    });
}

/// Seeded 20 × 20 mazes, each cell a wall with a chance of 10-20 in 100 (drawn per maze), in
/// inputs of 20 mazes, byte for byte against the kit: 1,000 mazes, the quick tier 40.
fn seeded_20x20_mazes(tier: Tier) {
    common::none_fail_within(Duration::from_secs(200), move || {
        let mut rng = Mt19937::new(1475);
        let mut mazes = Vec::new();
        while mazes.len() < tier.pick(40, 1_000) {
            let percent = 10 + rng.next_u32() as usize % 11;
            mazes.extend(random_maze_percent(&mut rng, (20, 20), percent));
        }
        let inputs: Vec<&[Maze]> = mazes.chunks(20).collect();
        let failures = common::per_core(&inputs, |part| {
            part.iter()
                .filter_map(|mazes| {
                    let want: String = (mazes.iter().enumerate())
                        .map(|(k, m)| answer(k + 1, canonical(m).as_deref()))
                        .collect();
                    let got = bin::solve(&to_input(mazes)).unwrap();
                    first_difference(mazes, &want, &got)
                })
                .collect::<Vec<_>>()
        });
        failures.concat()
    });
}

/// The first maze whose block of the output differs, if any.
fn first_difference(every: &[Maze], want: &str, got: &str) -> Option<String> {
    let blocks = |text: &str| text.split("\n\n").map(str::to_string).collect::<Vec<_>>();
    let (want, got) = (blocks(want), blocks(got));
    let k = (0..want.len().max(got.len())).find(|&k| want.get(k) != got.get(k))?;
    let maze = every
        .get(k)
        .map_or(String::new(), |m| to_input(std::slice::from_ref(m)));
    Some(format!(
        "{maze}: {:?} expected, got {:?}",
        want.get(k),
        got.get(k)
    ))
}

/// `ORDER = *b"EWSN"` against the kit in that order, on the quick tier's layouts.
#[test]
#[cfg_attr(no_rustc, ignore = "builds with rustc: none runs under Wine")]
fn another_order_by_constant() {
    let scratch = common::Scratch::new("goals-pushing-box");
    let exe = goals::build(
        &scratch,
        "acwing_pushing_box",
        &[("ORDER", "*b\"EWSN\"".into())],
        Call::AllLines,
    )
    .unwrap();
    let mut inputs = Vec::new();
    let mut want = Vec::new();
    for layout in layouts(Tier::Quick).iter().take(8) {
        let (every, text) = placements(layout, [3, 2, 1, 0]);
        inputs.push(to_input(&every).replace('\n', "|") + "\n");
        want.push(text.trim_end().replace('\n', " "));
    }
    goals::compare(
        "ORDER = EWSN",
        &inputs,
        &goals::answers(&exe, &inputs),
        &want,
    );
}

/// The cases named `tie-*` are mazes where the two readings of AcWing's order part: the
/// breadth-first search's way (the `.out` file) and the way whose pushes alone come first
/// in N S W E. Both are fewest in (pushes, walks).
#[test]
fn the_tie_cases_tell_the_two_readings_apart() {
    let paths = common::case_inputs("acwing_pushing_box");
    let named: Vec<_> = paths
        .iter()
        .filter(|p| p.to_string_lossy().contains("tie-"))
        .collect();
    assert!(named.len() >= 2, "{named:?}");
    for path in named {
        let mazes = parse(&std::fs::read_to_string(path).unwrap()).unwrap();
        let mut parted = 0;
        for m in &mazes {
            let (bfs, other) = (
                canonical(m).unwrap(),
                pushes_first(m, &to_target(m), [0, 1, 2, 3]).unwrap(),
            );
            let least = fewest(m);
            assert_eq!(
                (replay(m, &bfs).ok(), replay(m, &other).ok()),
                (least, least)
            );
            parted += usize::from(bfs != other);
        }
        assert_eq!(parted, mazes.len(), "{}", path.display());
    }
}

/// The plain search contestants often write: breadth-first over (box, the cell you pushed
/// from) by pushes, each state's walks fixed the first time it is reached, and the first
/// box on the target taken. Its pushes are the fewest; its walks may not be.
fn first_visit(maze: &Maze) -> Option<Cost> {
    let mut seen = HashSet::new();
    let mut queue = VecDeque::from([(maze.block, maze.you, (0, 0))]);
    while let Some((b, y, (pushes, walks))) = queue.pop_front() {
        if b == maze.target {
            return Some((pushes, walks));
        }
        let dist = walks_from(maze, y, b);
        for d in 0..4 {
            let (Some(behind), Some(after)) = (maze.step(b, d ^ 1), maze.step(b, d)) else {
                continue;
            };
            if let Some(walk) = dist[behind.0][behind.1] {
                if seen.insert((after, b)) {
                    queue.push_back((after, b, (pushes + 1, walks + walk)));
                }
            }
        }
    }
    None
}

/// The cases named `first-visit-*` are boards where the plain first-visit search walks
/// more than it must, so a bin that searched that way would fail them.
#[test]
fn the_first_visit_cases_catch_the_plain_search() {
    let paths = common::case_inputs("acwing_pushing_box");
    let named: Vec<_> = paths
        .iter()
        .filter(|p| p.to_string_lossy().contains("first-visit"))
        .collect();
    assert!(named.len() >= 2, "{named:?}");
    for path in named {
        let mazes = parse(&std::fs::read_to_string(path).unwrap()).unwrap();
        let caught = mazes.iter().any(|m| first_visit(m) != fewest(m));
        assert!(
            caught,
            "{}: the first-visit search is right on every maze",
            path.display()
        );
    }
}

#[test]
fn the_samples_and_the_tools() {
    for path in common::case_inputs("acwing_pushing_box") {
        let input = std::fs::read_to_string(&path).unwrap();
        let want = std::fs::read_to_string(path.with_extension("out")).unwrap();
        assert_eq!(bin::solve(&input).unwrap(), want, "{}", path.display());
        let mazes = parse(&input).unwrap();
        let kit: String = mazes
            .iter()
            .enumerate()
            .map(|(k, m)| answer(k + 1, bfs_way(m, [0, 1, 2, 3]).as_deref()))
            .collect();
        assert_eq!(kit, want, "the kit on {}", path.display());
    }
    let (code, case, err) =
        common::tool("gen", &["--problem", "acwing_pushing_box", "3", "20", "1"]);
    assert_eq!(
        (code, pushes_of(&bin::solve(&case).unwrap()) >= vec![20]),
        (0, true),
        "{err}"
    );
}

/// The pushes of each way of the bin's output (None for `Impossible.`).
fn pushes_of(output: &str) -> Vec<usize> {
    let ways = output
        .lines()
        .filter(|l| !l.is_empty() && !l.starts_with("Maze #"));
    ways.map(|w| match w {
        "Impossible." => usize::MAX,
        w => w.bytes().filter(u8::is_ascii_uppercase).count(),
    })
    .collect()
}

/// What is wrong with gen's case for `seed` in mode 0 or 1 (`far`) at `k`: an error, a case
/// the bin refuses or cannot solve, pushes outside the reach, or more than a second.
fn gen_fault(seed: u32, k: u32, far: bool) -> Option<String> {
    let (tables, mut rng, started) = (Tables::new(), Mt19937::new(seed), Instant::now());
    let case = match far {
        true => PROBLEM.far(&tables, &mut rng, Reach::from(k)),
        false => Ok(PROBLEM.walk(&mut rng, k)),
    };
    let pushes = case
        .clone()
        .and_then(|c| bin::solve(&c))
        .map(|out| pushes_of(&out));
    let fine = |p: &Vec<usize>| p.len() == 1 && (!far || (k..=FAR_MOST).contains(&(p[0] as u32)));
    let slow = started.elapsed() > Duration::from_secs(1);
    match pushes {
        Ok(p) if fine(&p) && !slow => None,
        other => Some(format!(
            "seed {seed}, k {k}, mode {}: {other:?} in {:?}: {case:?}",
            u8::from(far),
            started.elapsed()
        )),
    }
}

tiers!(
    gen_shows_you_the_box_and_the_target,
    gen_serves_every_k_it_lists
);

/// Mode 0 at k = 0, 5, 30 and 1,000: a maze with S, B and T that the bin solves, at once.
/// Seeds 1-1,000 in the proofs; the quick tier the seeds that once lost S, and 1-20.
fn gen_shows_you_the_box_and_the_target(tier: Tier) {
    common::none_fail_within(Duration::from_secs(120), move || {
        let once: Vec<(u32, u32)> = vec![(9, 30), (13, 30), (15, 30), (84, 30), (1, 5), (23, 1000)];
        let seeds = 1..=tier.pick(20, 1_000);
        let mut all: Vec<(u32, u32)> = seeds
            .flat_map(|s| [0, 5, 30, 1000].map(|k| (s, k)))
            .collect();
        all.extend(once);
        let failures = common::per_core(&all, |part| {
            part.iter()
                .filter_map(|&(seed, k)| gen_fault(seed, k, false))
                .collect::<Vec<_>>()
        });
        failures.concat()
    });
}

/// Mode 1 at every k up to [`FAR_MOST`] (what `gen --help` lists): a maze the bin solves in
/// that many pushes or more, within a second. Seeds 1-40 in the proofs, 1-2 in the quick
/// tier, and the seeds that once failed at 24.
fn gen_serves_every_k_it_lists(tier: Tier) {
    common::none_fail_within(Duration::from_secs(120), move || {
        let seeds = 1..=tier.pick(2, 40);
        let mut all: Vec<(u32, u32)> = seeds
            .flat_map(|s| (0..=FAR_MOST).map(move |k| (s, k)))
            .collect();
        all.extend([406, 435, 1043, 1131, 1190, 1259].map(|s| (s, FAR_MOST)));
        let failures = common::per_core(&all, |part| {
            part.iter()
                .filter_map(|&(seed, k)| gen_fault(seed, k, true))
                .collect::<Vec<_>>()
        });
        failures.concat()
    });
}
