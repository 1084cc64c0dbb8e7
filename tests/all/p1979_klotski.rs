//! Luogu P1979 华容道 on every query of every board of at most 10 cells, on seeded boards up to
//! 12 a side and on the statement's largest boards, against the kit's brute force (a
//! breadth-first search over every (blank, piece) pair, written apart from the bin's ways
//! round the piece and its A*), and its limits by constant.

use crate::bins::p1979_klotski as bin;
use crate::common;
use crate::goals::{self, Call};
use crate::tier::Tier;
use eight_puzzle::mt19937::Mt19937;
use eight_puzzle::problems::p1979_klotski::{
    answers, every_query, free_cells, random_board, reach_all, to_input, Klotski, Query,
    MOST_QUERIES,
};
use eight_puzzle::sampling::draw;
use std::time::Duration;

/// A board as rows of free cells.
type Free = Vec<Vec<bool>>;

/// Every board of n × m cells with n m <= 10 and at least two free cells.
fn small_boards() -> Vec<Free> {
    let mut all = Vec::new();
    for n in 1..=10 {
        for m in 1..=10 / n {
            for bits in 0..1u32 << (n * m) {
                let free: Free = (0..n)
                    .map(|r| (0..m).map(|c| bits >> (r * m + c) & 1 == 1).collect())
                    .collect();
                if free_cells(&free).len() >= 2 {
                    all.push(free);
                }
            }
        }
    }
    all
}

/// Queries on a board: every (blank, piece) pair drawn with `rng` up to `pairs` of them (all
/// of them if there are fewer), each with every cell as the target.
fn pair_queries(rng: &mut Mt19937, free: &[Vec<bool>], pairs: usize) -> Vec<Query> {
    let every = every_query(free);
    let cells = free.len() * free[0].len();
    let mut starts: Vec<usize> = (0..every.len() / cells).collect();
    if starts.len() > pairs {
        eight_puzzle::sampling::shuffle(&mut starts, rng);
        starts.truncate(pairs);
        starts.sort_unstable();
    }
    starts
        .iter()
        .flat_map(|&s| every[s * cells..(s + 1) * cells].iter().copied())
        .collect()
}

/// The brute force's answer to each query (one search for each blank and piece).
fn truth(free: &[Vec<bool>], queries: &[Query]) -> Vec<i64> {
    answers(&Klotski {
        free: free.to_vec(),
        queries: queries.to_vec(),
    })
}

/// The bin's failures on a board's queries, read in inputs of at most 500 queries.
fn judge(free: &Free, queries: &[Query]) -> Vec<String> {
    let want = truth(free, queries);
    let mut failures = Vec::new();
    for (chunk, want) in queries.chunks(MOST_QUERIES).zip(want.chunks(MOST_QUERIES)) {
        let input = to_input(&Klotski {
            free: free.clone(),
            queries: chunk.to_vec(),
        });
        let got = bin::solve(&input);
        let got: Vec<i64> = got
            .iter()
            .flat_map(|out| out.lines().map(|l| l.parse().unwrap_or(-2)))
            .collect();
        if got != want {
            let i = (0..want.len())
                .find(|&i| got.get(i) != Some(&want[i]))
                .unwrap();
            let one = Klotski {
                free: free.clone(),
                queries: vec![chunk[i]],
            };
            failures.push(format!(
                "{}: {} expected, got {:?}",
                to_input(&one),
                want[i],
                got.get(i)
            ));
        }
    }
    failures
}

tiers!(
    every_query_of_every_small_board,
    seeded_boards_up_to_12_a_side,
    the_largest_boards
);

/// Every query (blank, piece, target) on every board of at most 10 cells; the quick tier keeps
/// 400 boards and every board with no fixed cell.
fn every_query_of_every_small_board(tier: Tier) {
    common::none_fail_within(Duration::from_secs(120), move || {
        let all = small_boards();
        let boards = tier.sample(all, 400, |free| free.iter().flatten().all(|&f| f));
        let count: usize = boards.iter().map(|f| every_query(f).len()).sum();
        assert!(count > tier.pick(20_000, 1_000_000), "{count} queries");
        let failures = common::per_core(&boards, |part| {
            part.iter()
                .flat_map(|f| judge(f, &every_query(f)))
                .collect::<Vec<_>>()
        });
        failures.concat()
    });
}

/// Seeded boards 2-12 a side, every density of fixed cells, each with every target of up to
/// 40 (blank, piece) pairs (the quick tier: 24 boards and 6 pairs each).
fn seeded_boards_up_to_12_a_side(tier: Tier) {
    common::none_fail_within(Duration::from_secs(120), move || {
        let mut rng = Mt19937::new(1979);
        let boards: Vec<Free> = (0..tier.pick(24, 240))
            .map(|i| random_board(&mut rng, (2, 12), i % 4))
            .collect();
        let cases: Vec<(Free, Vec<Query>)> = boards
            .into_iter()
            .map(|f| {
                let q = pair_queries(&mut rng, &f, tier.pick(6, 40));
                (f, q)
            })
            .collect();
        let failures = common::per_core(&cases, |part| {
            part.iter()
                .flat_map(|(f, q)| judge(f, q))
                .collect::<Vec<_>>()
        });
        failures.concat()
    });
}

/// 30 × 30 boards with 500 queries, 20 pairs of 25 targets each (the quick tier: one board,
/// 4 pairs), against the brute force; some target must be far.
fn the_largest_boards(tier: Tier) {
    common::none_fail_within(Duration::from_secs(120), move || {
        let mut rng = Mt19937::new(30);
        let boards: Vec<Free> = (0..tier.pick(1, 4))
            .map(|i| random_board(&mut rng, (30, 30), i % 3))
            .collect();
        let cases: Vec<(Free, Vec<Query>)> = boards
            .into_iter()
            .map(|free| {
                let q = far_queries(&mut rng, &free, (tier.pick(4, 20), 25));
                (free, q)
            })
            .collect();
        let longest = cases
            .iter()
            .map(|(f, q)| truth(f, q).into_iter().max().unwrap())
            .max()
            .unwrap();
        assert!(longest >= 100, "no query of 100 moves or more: {longest}");
        let failures = common::per_core(&cases, |part| {
            part.iter()
                .flat_map(|(f, q)| judge(f, q))
                .collect::<Vec<_>>()
        });
        failures.concat()
    });
}

/// `pairs` random (blank, piece) pairs on the board, each with `targets` targets: the
/// farthest it reaches, then random cells.
fn far_queries(rng: &mut Mt19937, free: &Free, (pairs, targets): (usize, usize)) -> Vec<Query> {
    let cells = free_cells(free);
    let mut queries = Vec::new();
    for _ in 0..pairs {
        let blank = cells[draw(rng, cells.len())];
        let piece = cells
            .iter()
            .copied()
            .cycle()
            .skip(1 + draw(rng, cells.len() - 1))
            .find(|&p| p != blank)
            .unwrap();
        let reach = reach_all(free, blank, piece);
        let far = cells
            .iter()
            .max_by_key(|&&(r, c)| reach[r][c])
            .copied()
            .unwrap();
        queries.push(Query {
            blank,
            piece,
            target: far,
        });
        let random = (0..targets - 1).map(|_| (draw(rng, free.len()), draw(rng, free[0].len())));
        queries.extend(random.map(|target| Query {
            blank,
            piece,
            target,
        }));
    }
    queries
}

/// `SIDE_LIMIT = 34` and `QUERY_LIMIT = 600`: a 34 × 34 board with 600 queries against the
/// brute force, the default bin refusing both.
#[test]
#[cfg_attr(no_rustc, ignore = "builds with rustc: none runs under Wine")]
fn the_limits_by_constant() {
    let scratch = common::Scratch::new("goals-p1979");
    let limits = [
        ("SIDE_LIMIT", "34".to_string()),
        ("QUERY_LIMIT", "600".to_string()),
    ];
    let exe = goals::build(&scratch, "p1979_klotski", &limits, Call::AllLines).unwrap();
    let mut rng = Mt19937::new(34);
    let free = random_board(&mut rng, (34, 34), 1);
    let queries = far_queries(&mut rng, &free, (6, 100));
    assert_eq!(queries.len(), 600);
    let input = to_input(&Klotski {
        free: free.clone(),
        queries: queries.clone(),
    });
    assert!(
        bin::solve(&input).is_err(),
        "the default bin takes a 34 x 34 board"
    );
    let want: Vec<String> = truth(&free, &queries).iter().map(i64::to_string).collect();
    let got = goals::answers(&exe, &[input.replace('\n', "|") + "\n"]);
    assert_eq!(got, vec![want.join(" ")]);
}

#[test]
fn the_samples_and_the_tools() {
    // The checker holds each case's answer file to the brute force (`cases`); here the bin.
    for path in common::case_inputs("p1979_klotski") {
        let input = std::fs::read_to_string(&path).unwrap();
        let want = std::fs::read_to_string(path.with_extension("out")).unwrap();
        assert_eq!(bin::solve(&input).unwrap(), want, "{}", path.display());
    }
    let (code, case, err) = common::tool("gen", &["--problem", "p1979_klotski", "3", "100", "1"]);
    let moves: i64 = bin::solve(&case).unwrap().trim().parse().unwrap();
    assert_eq!((code, moves >= 100), (0, true), "{err}");
}
