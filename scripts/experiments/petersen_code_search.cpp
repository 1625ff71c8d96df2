// Finds a six-symbol code of the Petersen graph with the property of seed 002's Theorem 1:
// symbols {a, b, 0} per position, a position adds 1 to the distance of two vertices when one
// holds a and the other b, and the sum over the six positions is their graph distance. The
// paper prints its code only in Fig. 3, which its text does not carry; core/topology/
// tcpg_code.cpp holds the code this search prints.
//   g++ -O2 -o /tmp/petersen_code_search scripts/experiments/petersen_code_search.cpp
//   /tmp/petersen_code_search          # prints the ten codes (about 10 s on one core)
// Depth-first over the 729 tuples per vertex, vertices in an order where each has a
// neighbour placed before it; a tuple is kept when its distance to every vertex placed so
// far is exact. Up to permuting positions and swapping a/b within a position, vertex 0 is
// a^t 0^(6-t); t = 0 and 1 have no completion, t = 2 gives the code.
#include <cstdio>

namespace {

int adj[10][10], want[10][10], code[10][6], tuple[729][6];
const int order[10] = {0, 1, 4, 5, 2, 3, 6, 9, 7, 8};

int distance(const int* x, const int* y) {
  int s = 0;
  for (int j = 0; j < 6; ++j) s += x[j] && y[j] && x[j] != y[j];
  return s;
}

bool place(int i) {
  if (i == 10) return true;
  const int v = order[i];
  for (int c = 0; c < 729; ++c) {
    bool ok = true;
    for (int k = 0; k < i && ok; ++k) ok = distance(tuple[c], code[order[k]]) == want[order[k]][v];
    if (!ok) continue;
    for (int j = 0; j < 6; ++j) code[v][j] = tuple[c][j];
    if (place(i + 1)) return true;
  }
  return false;
}

}  // namespace

int main() {
  for (int i = 0; i < 5; ++i) {  // Definition 1: u_i = i, v_i = 5 + i
    const int e[3][2] = {{i, 5 + i}, {i, (i + 1) % 5}, {5 + i, 5 + (i + 2) % 5}};
    for (const auto& x : e) adj[x[0]][x[1]] = adj[x[1]][x[0]] = 1;
  }
  for (int u = 0; u < 10; ++u)
    for (int w = 0; w < 10; ++w) want[u][w] = u == w ? 0 : adj[u][w] ? 1 : 2;  // diameter 2
  for (int c = 0; c < 729; ++c)
    for (int j = 0, x = c; j < 6; ++j, x /= 3) tuple[c][j] = x % 3;
  for (int t = 0; t <= 6; ++t) {
    for (int j = 0; j < 6; ++j) code[0][j] = j < t ? 1 : 0;
    if (!place(1)) {
      std::printf("vertex 0 = a^%d 0^%d: no code\n", t, 6 - t);
      continue;
    }
    for (int v = 0; v < 10; ++v) {
      std::printf("%c%d ", v < 5 ? 'u' : 'v', v % 5);
      for (int j = 0; j < 6; ++j) std::putchar("0ab"[code[v][j]]);
      std::printf("\n");
    }
    return 0;
  }
  return 1;
}
