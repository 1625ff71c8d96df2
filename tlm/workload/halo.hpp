// Neighbour exchange on a non-periodic process grid (Halo3D, Stencil5D, LULESH): every rank
// posts a receive from and a send to each neighbour at the given offsets that lies inside the
// grid, then waits. Boundary ranks have fewer neighbours, as in Ember's Halo3D.
#pragma once
#include <cstdint>
#include <functional>
#include <vector>
#include "grid.hpp"
#include "program.hpp"

namespace doar::wl {

using Offset = std::vector<int>;
// The 2*dims face offsets (+-1 along one dimension).
std::vector<Offset> face_offsets(int dims);
// All 3^dims - 1 offsets in {-1,0,1}^dims except zero (faces, edges, corners).
std::vector<Offset> box_offsets(int dims);

// `bytes(offset)` gives the message size towards that neighbour.
void halo_exchange(JobBuilder& b, const Grid& g, const std::vector<Offset>& offsets,
                   const std::function<std::uint64_t(const Offset&)>& bytes);

// Messages one exchange sends (ordered neighbour pairs inside the grid).
std::uint64_t halo_messages(const Grid& g, const std::vector<Offset>& offsets);

}  // namespace doar::wl
