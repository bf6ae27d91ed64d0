package eb.stepper.core

/**
 * Inter's advance widths, in font units (2,816 an em), at the weights the stepper sets text in:
 * printable ASCII, the middle dot of the optional caption and the ellipsis. The same figures as
 * the Swift core's table of Debian's fonts-inter 3.019; the Kotlin core lays out text made of
 * these characters only, and refuses the rest as not yet ported.
 */
internal object InterAdvances {
    const val UNITS_PER_EM = 2816.0
    const val CAP_HEIGHT = 2048.0

    private val ascii: Map<Int, IntArray> = mapOf(
        400 to intArrayOf(
            792, 784, 1136, 1776, 1796, 2288, 1800, 624, 1020, 1020, 1408, 1856, 788, 1296, 776, 1004,
            1760, 1308, 1704, 1792, 1808, 1712, 1756, 1608, 1736, 1756, 776, 788, 1856, 1856, 1856, 1428,
            2636, 1904, 1832, 2048, 2024, 1684, 1652, 2092, 2084, 744, 1528, 1836, 1584, 2504, 2120, 2144,
            1788, 2144, 1800, 1796, 1808, 2088, 1904, 2672, 1808, 1872, 1760, 1020, 1004, 1020, 1320, 1272,
            1400, 1588, 1748, 1572, 1748, 1640, 1016, 1716, 1664, 668, 668, 1532, 668, 2448, 1648, 1680,
            1716, 1716, 1048, 1472, 1024, 1636, 1568, 2288, 1520, 1568, 1524, 1020, 920, 1020, 1856,
        ),
        500 to intArrayOf(
            746, 827, 1126, 1794, 1812, 2332, 1833, 612, 1064, 1064, 1469, 1875, 810, 1304, 797, 1035,
            1819, 1331, 1727, 1814, 1842, 1746, 1790, 1630, 1778, 1790, 797, 810, 1875, 1875, 1875, 1480,
            2725, 1971, 1842, 2071, 2032, 1698, 1650, 2109, 2090, 759, 1554, 1871, 1589, 2528, 2103, 2163,
            1800, 2164, 1816, 1812, 1833, 2077, 1971, 2754, 1876, 1928, 1799, 1064, 1035, 1064, 1338, 1295,
            1400, 1603, 1762, 1599, 1762, 1654, 1039, 1738, 1695, 701, 701, 1567, 701, 2488, 1682, 1696,
            1738, 1738, 1082, 1509, 1047, 1674, 1595, 2323, 1552, 1595, 1553, 1064, 964, 1064, 1875,
        ),
        600 to intArrayOf(
            699, 870, 1115, 1811, 1828, 2376, 1866, 600, 1108, 1108, 1530, 1894, 831, 1312, 818, 1066,
            1878, 1354, 1750, 1835, 1875, 1781, 1825, 1653, 1819, 1825, 818, 831, 1894, 1894, 1894, 1532,
            2814, 2038, 1851, 2094, 2040, 1711, 1649, 2126, 2095, 774, 1579, 1906, 1594, 2552, 2086, 2182,
            1812, 2184, 1832, 1828, 1858, 2066, 2038, 2835, 1944, 1984, 1838, 1108, 1066, 1108, 1355, 1318,
            1400, 1618, 1775, 1626, 1775, 1669, 1062, 1761, 1726, 734, 734, 1602, 734, 2528, 1717, 1712,
            1759, 1759, 1117, 1546, 1070, 1713, 1622, 2358, 1584, 1622, 1582, 1108, 1008, 1108, 1894,
        ),
    )

    private val middleDot = mapOf(400 to 776, 500 to 797, 600 to 818)
    private val ellipsis = mapOf(400 to 2312, 500 to 2291, 600 to 2270)

    /** Whether text made of `character` can be measured here. */
    fun covers(character: Char): Boolean = character in ' '..'~' || character == '\u00B7' || character == '\u2026'

    /** The advance of `character` at `weight` (400, 500 or 600), in ems. */
    fun advance(character: Char, weight: Int): Double {
        val units = when (character) {
            '\u00B7' -> middleDot.getValue(weight)
            '\u2026' -> ellipsis.getValue(weight)
            else -> ascii.getValue(weight)[character.code - 0x20]
        }
        return units / UNITS_PER_EM
    }
}
