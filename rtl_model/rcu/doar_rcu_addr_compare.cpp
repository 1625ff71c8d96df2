#include "doar_rcu_addr_compare.hpp"

namespace doar::rtl {

doar_rcu_addr_compare::doar_rcu_addr_compare(sc_core::sc_module_name name, const RcuParams& prm)
    : sc_module(name), src_gid("src_gid"), dst_gid("dst_gid"), dst_bid("dst_bid"), dst_nid("dst_nid"),
      region("region"), addr("addr"), rta("rta"), inter("inter"), prm_(prm) {
  SC_METHOD(eval);
  sensitive << src_gid << dst_gid << dst_bid << dst_nid;
}

void doar_rcu_addr_compare::eval() {
  const unsigned dg = dst_gid.read(), db = dst_bid.read();
  const unsigned own_g = static_cast<unsigned>(prm_.gid), own_b = static_cast<unsigned>(prm_.bid);
  if (dg != own_g) {
    region.write(kRegionG);
    addr.write(static_cast<unsigned>(prm_.p + prm_.a) + dg);
  } else if (db != own_b) {
    region.write(kRegionB);
    addr.write(static_cast<unsigned>(prm_.p) + db);
  } else {
    region.write(kRegionN);
    addr.write(dst_nid.read());
  }
  rta.write(prm_.kind() == InPortKind::Terminal && dg != own_g);
  inter.write(src_gid.read() != own_g && dg != own_g);
}

}  // namespace doar::rtl
