//! The 对拍 kit behind the judge bins: everything the tools, tests and benches know about each
//! problem, and the machinery they share.
//!
//! Judge bins (`src/bin/p1379*.rs`, `acwing_astar.rs`, `acwing_steps.rs`,
//! `yuzan_alternating.rs`, `aoj_idastar.rs`, `aoj_seven_puzzle.rs`, `cses_swap_game.rs`,
//! `leetcode_sliding_puzzle.rs`, `abc224_graph_puzzle.rs`, `p2324_knights.rs`) never use
//! this crate: each is one self-contained file to paste into a
//! judge. The kit is written differently from them on purpose (hash maps of packed boards
//! instead of Cantor-ranked arrays, row/column arithmetic instead of neighbour tables,
//! pattern databases instead of walking distance) so that agreement means something.
//!
//! ```text
//! src/
//!   registry.rs        the one list of problems; tools find a problem by any of its bins' names
//!   problem.rs         the trait each problem implements: check, generate, count
//!   problems/
//!     p1379.rs         Luogu P1379: digits format, goal 123804765, exact-answer judge, the
//!                      seed's measurements (flat bug, catch rates), byte-compatible cases
//!     acwing.rs        AcWing 179: x format, goal 12345678x, u/d/l/r path judge, its table
//!     yuzan.rs         alternating swaps: grids, (grid, first kind) oracle, `Step #i` judge
//!     yuzan/four.rs    its 4×4 oracle: exact table within 4 moves, perimeter search beyond
//!     cses.rs          CSES 1670 Swap Game: BFS oracle over the same grids, orthogonal swaps
//!     acwing_steps.rs  AcWing 845: AcWing 179's board and table, the count as the answer
//!     aoj_seven.rs     AOJ 0121 Seven Puzzle: puzzles of 8 numbers, A090035 layers
//!     leetcode.rs      LeetCode 773: `[[a,b,c],[d,e,f]]` boards, A090034 layers
//!     abc224.rs        ABC224 D: graphs and arrangements, BFS oracle, Wilson's predicates
//!     p2324.rs         P2324 knights: whole-space table, meet-in-the-middle checker
//!     aoj.rs           AOJ 8/15 Puzzle: n² numbers, goal 1..n²-1 0, exact-count judge, layers
//!                      against the OEIS, distance-range cases, `count --instances`
//!     aoj/tables.rs    the tables aoj_idastar.rs holds as data, generated (`count --tables`)
//!   board.rs           the 3×3 sliding board: cells, blank moves, tile parity, all 9! boards
//!   distances.rs       breadth-first distance table from a goal, and histograms
//!   square.rs          n×n boards (n <= 4) packed in a u64, cycle parity, BFS layer by layer
//!   pdb.rs             the 15-puzzle oracle: IDA* over 6-6-3 additive pattern databases,
//!                      cached under target/pattern-databases
//!   tables.rs          oracle tables built once on first use and shared (`Tables`)
//!   check.rs           verdicts, testlib exit codes, the checker frame every judge runs in
//!   text.rs            the input rule (words of printable ASCII), clipping, plurals
//!   cases.rs           the case generator `gen` and `duipai` use: picks the mode, caches far
//!                      lists (stands above the problems)
//!   sampling.rs        modes 0/1/2, distance ranges, draws and walks (imports no problem)
//!   rect.rs            2×3 and 2×4 boards: packed in a u32, BFS over a hash map, all n!
//!   facts.rs           tables of facts (`count`): distance histograms, csv and text, and
//!                      the OEIS layer sizes in data/
//!   cli.rs             the tool bins' argument parsing, usage, errors and output
//!   mt19937.rs         std::mt19937, bit for bit
//!   fxhash.rs          a fast hasher for trusted integer keys
//! ```
//!
//! Adding a problem: write `problems/<name>.rs` implementing [`problem::Problem`], and add it
//! to [`registry::PROBLEMS`] as its module's `PROBLEM`.

pub mod board;
pub mod cases;
pub mod check;
pub mod cli;
pub mod distances;
pub mod facts;
pub mod fxhash;
pub mod mt19937;
pub mod pdb;
pub mod problem;
pub mod problems;
pub mod rect;
pub mod registry;
pub mod sampling;
pub mod square;
pub mod tables;
pub mod text;
